import type { ReactNode } from "react";

/** The id of a field's error message, for the control's aria-describedby. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

interface Props {
  /** The id of the control in `children`, which the label names. */
  controlId: string;
  label: string;
  /** Follows the label of a field that may stay empty: "(optional)" in the visitor's language. */
  optional?: string;
  /** The error shown under the control, with the id fieldErrorId(controlId). */
  error?: string;
  children: ReactNode;
}

/** One field of an account form: its label above the control, its error below. */
export function AccountField({ controlId, label, optional, error, children }: Props) {
  return (
    <div className="account-form__field">
      <label className="account-form__label" htmlFor={controlId}>
        {label}
        {optional && <span className="account-form__optional"> {optional}</span>}
      </label>
      {children}
      {error && (
        <p className="account-form__error" id={fieldErrorId(controlId)}>
          {error}
        </p>
      )}
    </div>
  );
}
