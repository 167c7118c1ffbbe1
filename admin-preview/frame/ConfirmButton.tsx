import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** The button that asks, e.g. "Delete". */
  label: string;
  /** What is about to happen, e.g. "Delete the short link spring?". */
  question: string;
  /** The submit button that does it, e.g. "Yes, delete". */
  confirmLabel: string;
  /** The submit button's name and value, so the form's action knows what was confirmed. */
  name: string;
  value: string;
  disabled?: boolean;
}

/** A destructive submit that asks first, in place: the question with a confirm and a cancel button. */
export function ConfirmButton({ label, question, confirmLabel, name, value, disabled }: Props) {
  const { t } = useTranslation("admin");
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="admin-button admin-button--danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="admin-confirm" role="group" aria-label={question}>
      <span className="admin-confirm__question">{question}</span>
      {/* The question replaced the button that had focus: focus goes to the answer. */}
      <button type="submit" className="admin-button admin-button--danger" name={name} value={value} autoFocus>
        {confirmLabel}
      </button>
      <button type="button" className="admin-button" onClick={() => setAsking(false)}>
        {t("confirm.cancel")}
      </button>
    </span>
  );
}
