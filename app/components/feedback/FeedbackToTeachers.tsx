import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FeedbackDialog } from "./FeedbackDialog.js";
import { MyFeedbackDialog } from "./MyFeedbackDialog.js";
import stylesheet from "./feedback.css?url";

/**
 * A class's way to its teachers (SPEC §2 My Courses detail, §5 feedback): the 'Feedback to teachers' dialog, and the
 * family's feedback about the class with the answers. Its styles come with it, so the page it stands on need not
 * know them.
 */
export function FeedbackToTeachers({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"form" | "history" | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className="feedback-actions">
      <link rel="stylesheet" href={stylesheet} />
      <button type="button" className="button button--primary" onClick={() => setOpen("form")}>
        {t("feedback.open")}
      </button>
      <button type="button" className="button" onClick={() => setOpen("history")}>
        {t("feedback.history.open")}
      </button>
      {open === "form" && <FeedbackDialog classId={classId} onClose={close} />}
      {open === "history" && <MyFeedbackDialog classId={classId} onClose={close} />}
    </div>
  );
}
