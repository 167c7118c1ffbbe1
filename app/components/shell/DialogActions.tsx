interface Props {
  cancelLabel: string;
  onCancel(): void;
  confirmLabel: string;
  /** Without it the confirm button submits the form it stands in. */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
}

/** The footer of a confirm or form dialog: cancel, then the primary action. */
export function DialogActions({ cancelLabel, onCancel, confirmLabel, onConfirm, confirmDisabled }: Props) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type={onConfirm ? "button" : "submit"} className="button button--primary" disabled={confirmDisabled} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
  );
}
