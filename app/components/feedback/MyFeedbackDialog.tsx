import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { Dialog } from "../../../ui/Dialog.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { dialogCallFailure } from "../account/bind/failure-message.js";
import { useMoment } from "../auto-pay/use-formats.js";
import { useShell } from "../shell/use-shell.js";

type Sent = ResponseOf<"queryMyFeedback">;

/** The family's feedback about a class, newest first: what was written, and the teachers' answer or when it is due. */
export function MyFeedbackDialog({ classId, onClose }: { classId: string; onClose(): void }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site } = useShell();
  const moment = useMoment();
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let current = true;
    api.call("queryMyFeedback", { classId }, call).then(
      (answer) => current && setSent(answer),
      (error: unknown) => current && setFailure(dialogCallFailure(error, t("feedback.form.loadFailed"), onClose)),
    );
    return () => {
      current = false;
    };
  }, [api, call, classId, onClose, t]);

  return (
    <Dialog open width={512} title={t("feedback.history.title")} onClose={onClose}>
      {!sent ? (
        <p role={failure ? "alert" : "status"}>{failure ?? t("feedback.form.loading")}</p>
      ) : sent.list.length === 0 ? (
        <p>{t("feedback.history.none")}</p>
      ) : (
        <ul className="feedback-history">
          {sent.list.map((feedback) => (
            <li key={feedback.feedbackId} className="feedback-history__item">
              <h3 className="feedback-history__title">{feedback.problemType.text}</h3>
              <p className="feedback-history__meta">
                {t("feedback.history.sent", { date: moment(feedback.createdAt), name: studentDisplayName(feedback.student, site.features.easternNameOrderEnabled) })}
                {feedback.hasImage && ` · ${t("feedback.history.withImage")}`}
              </p>
              <p className="feedback-history__text">{feedback.description}</p>
              {feedback.answer ? (
                <div className="feedback-history__answer">
                  <h4 className="feedback-history__title">{t("feedback.history.answer", { date: moment(feedback.answer.answeredAt) })}</h4>
                  <p className="feedback-history__text">{feedback.answer.text}</p>
                </div>
              ) : (
                <p className="feedback-history__meta">{t("feedback.history.waiting", { date: moment(feedback.replyDueAt) })}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {sent?.more && <p className="feedback-history__meta">{t("feedback.history.more", { shown: sent.list.length })}</p>}
    </Dialog>
  );
}
