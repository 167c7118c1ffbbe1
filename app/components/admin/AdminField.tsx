import { useId, type ReactNode } from "react";

/** What a field's control carries so its label, hint and error belong to it. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface Props {
  label: string;
  hint?: string;
  /** Shown under the control, which is then marked invalid. */
  error?: string | null;
  children: (control: FieldControl) => ReactNode;
}

/** One field of the tool's forms: label, control, hint and error. */
export function AdminField({ label, hint, error, children }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p className="admin-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="admin-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
