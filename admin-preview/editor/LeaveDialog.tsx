import type { Blocker } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../ui/Dialog.js";
import { DialogActions } from "../../ui/DialogActions.js";

/** The tool's question before a link leaves the editor with unsaved changes. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation("adminEditor");
  const stay = () => blocker.state === "blocked" && blocker.reset();
  return (
    <Dialog open={blocker.state === "blocked"} title={t("leave.title")} width={500} onClose={stay}>
      <p>{t("leave.explain")}</p>
      <DialogActions cancelLabel={t("leave.stay")} onCancel={stay} confirmLabel={t("leave.leave")} onConfirm={() => blocker.state === "blocked" && blocker.proceed()} />
    </Dialog>
  );
}
