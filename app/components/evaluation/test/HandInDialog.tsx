import { useTranslation } from "react-i18next";
import { Dialog } from "../../../../ui/Dialog.js";
import { DialogActions } from "../../../../ui/DialogActions.js";
import { listFormat } from "../../../../rules/regional/intl-formats.js";

interface Props {
  /** The unanswered questions, by index. */
  unanswered: readonly number[];
  onKeepAnswering(): void;
  onHandIn(): void;
}

/** Asked before handing in with questions left unanswered. */
export function HandInDialog({ unanswered, onKeepAnswering, onHandIn }: Props) {
  const { t, i18n } = useTranslation();
  const list = listFormat(i18n.language, { type: "conjunction" }).format(unanswered.map((question) => String(question + 1)));
  return (
    <Dialog open width={500} title={t("evaluation.test.confirm.title")} onClose={onKeepAnswering}>
      <p>{t("evaluation.test.confirm.text", { count: unanswered.length, list })}</p>
      <p>{t("evaluation.test.confirm.final")}</p>
      <DialogActions cancelLabel={t("evaluation.test.confirm.keep")} onCancel={onKeepAnswering} confirmLabel={t("evaluation.test.confirm.handIn")} onConfirm={onHandIn} />
    </Dialog>
  );
}
