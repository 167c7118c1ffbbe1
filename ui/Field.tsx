import { useId, type ReactNode } from "react";

/** What a field's control carries so its label, hint and error belong to it. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The storefront's forms and the editors' tool style their fields apart (site.css, admin.css). */
const LOOKS = {
  site: { field: "account-form__field", label: "account-form__label", optional: "account-form__optional", hint: "account-form__hint", error: "account-form__error" },
  tool: { field: "admin-field", label: "admin-field__label", optional: "admin-field__optional", hint: "admin-field__hint", error: "admin-field__error" },
} as const;

interface Props {
  label: string;
  /** Follows the label of a field that may stay empty: "(optional)" in the reader's language. */
  optional?: string;
  hint?: string;
  /** Shown under the control, which is then marked invalid. */
  error?: string | null;
  /** The control's id when something else must reach it (focus on the first problem); made up otherwise. */
  id?: string;
  look?: keyof typeof LOOKS;
  children: (control: FieldControl) => ReactNode;
}

/** One form field: its label above the control, then its hint and its error, all tied to the control. */
export function Field({ label, optional, hint, error, id: givenId, look = "site", children }: Props) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const classes = LOOKS[look];
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
        {optional && <span className={classes.optional}> {optional}</span>}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p className={classes.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={classes.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
