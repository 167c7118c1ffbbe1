interface Props {
  cancelLabel: string;
  onCancel(): void;
  confirmLabel: string;
  /** Without it the confirm button submits the form it stands in. */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  /** Why the last attempt failed, shown above the buttons as an alert. */
  failure?: string | null;
}

/** The footer of a confirm or form dialog: the last failure if any, then cancel and the primary action. */
export function DialogActions({ cancelLabel, onCancel, confirmLabel, onConfirm, confirmDisabled, failure }: Props) {
  return (
    <>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button
          type={onConfirm ? "button" : "submit"}
          className="button button--primary"
          disabled={confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
