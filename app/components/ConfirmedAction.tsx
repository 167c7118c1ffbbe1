import { useState } from "react";
import { Dialog } from "../../ui/Dialog.js";
import { DialogActions } from "../../ui/DialogActions.js";
import { dialogCallFailure } from "./account/bind/failure-message.js";

interface Props {
  /** The button's words, and its accessible name when the words alone do not say what it acts on. */
  label: string;
  labelFor?: string;
  title: string;
  body: string;
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** What the dialog says when the call failed without a message of its own. */
  failed: string;
  act(): Promise<unknown>;
  onDone(): void;
}

/**
 * A button whose action the parent confirms in a dialog first (cancel a booking, withdraw an application): the call's
 * refusal stays in the dialog; a lost session closes it and opens the login dialog (SPEC §8).
 */
export function ConfirmedAction({ label, labelFor, title, body, keepLabel, confirmLabel, busyLabel, failed, act, onDone }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setAsking(false);
    setFailure(null);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await act();
      setAsking(false);
      onDone();
    } catch (error) {
      setFailure(dialogCallFailure(error, failed, close) ?? null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)} aria-label={labelFor}>
        {label}
      </button>
      {asking && (
        <Dialog open width={500} title={title} onClose={close}>
          <p>{body}</p>
          <DialogActions cancelLabel={keepLabel} onCancel={close} confirmLabel={busy ? busyLabel : confirmLabel} onConfirm={() => void confirm()} confirmDisabled={busy} failure={failure} />
        </Dialog>
      )}
    </>
  );
}
