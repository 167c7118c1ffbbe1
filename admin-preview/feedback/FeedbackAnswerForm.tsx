import { useTranslation } from "react-i18next";
import { FEEDBACK_ANSWER_MAX, type ServiceFeedback } from "../../schemas/api/calls/feedback.js";
import { Field } from "../../ui/Field.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { ANSWER_FEEDBACK } from "./feedback-queue.js";

/** The answer box of one open feedback: the parent reads what is sent, with their feedback and by message. */
export function FeedbackAnswerForm({ feedback }: { feedback: ServiceFeedback }) {
  const { t } = useTranslation("admin");
  const { fetcher, busy, failure, invalidFields } = useFormFetcher<typeof ANSWER_FEEDBACK, ServiceFeedback>();
  return (
    <fetcher.Form method="post" className="admin-form">
      <input type="hidden" name="feedbackId" value={feedback.feedbackId} />
      <Field look="tool" label={t("feedback.queue.answer")} hint={t("feedback.queue.answerHint")} error={invalidFields.includes("answer") ? t("feedback.queue.answerRequired") : null}>
        {(control) => <textarea {...control} name="answer" rows={4} maxLength={FEEDBACK_ANSWER_MAX} required />}
      </Field>
      <FailureAlert failure={failure} />
      <button type="submit" name="intent" value={ANSWER_FEEDBACK} className="admin-button admin-button--primary" disabled={busy}>
        {t(busy ? "feedback.queue.sending" : "feedback.queue.send")}
      </button>
    </fetcher.Form>
  );
}
