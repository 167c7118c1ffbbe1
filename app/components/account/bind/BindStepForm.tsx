import type { ReactNode } from "react";
import type { BindFlow } from "./use-bind-flow.js";

interface Props {
  flow: BindFlow;
  submitLabel: string;
  /** Besides while a call is under way, the button waits for this. */
  canSubmit: boolean;
  onSubmit(): void;
  children: ReactNode;
}

/** A step of a bind dialog: its fields, the last call's failure, and the button that goes on. */
export function BindStepForm({ flow, submitLabel, canSubmit, onSubmit, children }: Props) {
  return (
    <form
      className="account-form"
      noValidate
      aria-busy={flow.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {flow.failure && (
        <p className="account-form__failure" role="alert">
          {flow.failure}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={flow.busy || !canSubmit}>
        {submitLabel}
      </button>
    </form>
  );
}
