import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

interface Props {
  to: string;
  disabled: boolean;
  className?: string;
  /** History state the link carries. */
  state?: unknown;
  children: ReactNode;
}

/** A link that looks like a button and, while it may not be followed, is a disabled button (a link cannot be disabled). */
export function LinkButton({ to, disabled, className = "button", state, children }: Props) {
  if (disabled)
    return (
      <button type="button" className={className} disabled>
        {children}
      </button>
    );
  return (
    <Link className={className} to={to} state={state}>
      {children}
    </Link>
  );
}
