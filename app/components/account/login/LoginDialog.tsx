import { lazy, Suspense, useState } from "react";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import type { IdTokenSource } from "./third-party.js";

// The dialog's code, and what follows a login, load when it first opens, not with every page.
const LoginSession = lazy(() => import("./LoginSession.js").then((loaded) => ({ default: loaded.LoginSession })));

interface Props {
  /** Where third-party ID tokens come from: the providers' own scripts, loaded when the dialog shows their buttons (third-party-sdk.ts). */
  idTokenFor?: IdTokenSource;
}

/**
 * The one login dialog, opened from anywhere with `useLoginDialog.getState().openLogin(...)`. Each
 * opening starts afresh; after a login it closes and the after-login action follows (SPEC §4).
 */
export function LoginDialog({ idTokenFor }: Props) {
  const open = useLoginDialog((state) => state.open);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginSession idTokenFor={idTokenFor} />
    </Suspense>
  );
}
