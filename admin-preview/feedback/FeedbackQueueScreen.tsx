import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_IMAGE_PATH, type ServiceFeedback } from "../../schemas/api/calls/feedback.js";
import { SafeImage } from "../../ui/SafeImage.js";
import { AdminTime } from "../frame/AdminTime.js";
import { ParentContact, studentName } from "../service-desk/people.js";
import { FeedbackAnswerForm } from "./FeedbackAnswerForm.js";
import { FEEDBACK_QUEUE_PATH, type FeedbackQueueStatus } from "./feedback-queue.js";

/** The way from the desk's search to parents' feedback waiting for an answer. */
export function FeedbackQueueLink() {
  const { t } = useTranslation("admin");
  return (
    <p>
      <Link to={FEEDBACK_QUEUE_PATH}>{t("feedback.queue.link")}</Link>
    </p>
  );
}

interface Props {
  status: FeedbackQueueStatus;
  list: ServiceFeedback[];
  more: boolean;
}

/**
 * Parents' feedback to teachers for customer service (SPEC §5, §9): the open ones the earliest due first, the overdue
 * marked, each with its image and an answer box; or the answered ones with their answers.
 */
export function FeedbackQueueScreen({ status, list, more }: Props) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin/orders">{t("serviceDesk.order.back")}</Link>
      </p>
      <h1>{t("feedback.queue.title")}</h1>
      <nav className="admin-tabs" aria-label={t("feedback.queue.statuses")}>
        <ul>
          {(["open", "answered"] as const).map((shown) => (
            <li key={shown}>
              <Link to={shown === "open" ? FEEDBACK_QUEUE_PATH : `${FEEDBACK_QUEUE_PATH}?status=answered`} aria-current={shown === status ? "page" : undefined}>
                {t(`feedback.queue.${shown}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.length === 0 ? (
        <p role="status">{t(status === "open" ? "feedback.queue.noneOpen" : "feedback.queue.noneAnswered")}</p>
      ) : (
        list.map((feedback) => <FeedbackItem key={feedback.feedbackId} feedback={feedback} />)
      )}
      {more && <p className="admin-note">{t("feedback.queue.more", { shown: list.length })}</p>}
    </>
  );
}

function FeedbackItem({ feedback }: { feedback: ServiceFeedback }) {
  const { t } = useTranslation("admin");
  const headingId = `feedback-${feedback.feedbackId}`;
  const image = feedback.imageId && `${FEEDBACK_IMAGE_PATH}/${feedback.imageId}`;
  return (
    <article className="admin-panel feedback-item" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {feedback.problemType.text} · {feedback.classTitle}{" "}
        {feedback.overdue && <span className="admin-badge feedback-item__overdue">{t("feedback.queue.overdue")}</span>}
      </h2>
      <dl className="admin-facts">
        <dt>{t("feedback.queue.student")}</dt>
        <dd>{studentName(feedback.student)}</dd>
        <dt>{t("feedback.queue.parent")}</dt>
        <dd>
          <ParentContact parent={feedback.parent} />
        </dd>
        <dt>{t("feedback.queue.class")}</dt>
        <dd>
          {feedback.classId} ({feedback.locale})
        </dd>
        <dt>{t("feedback.queue.sent")}</dt>
        <dd>
          <AdminTime value={feedback.createdAt} />
        </dd>
        <dt>{t("feedback.queue.due")}</dt>
        <dd>
          <AdminTime value={feedback.replyDueAt} />
        </dd>
      </dl>
      <p className="desk-text">{feedback.description}</p>
      {image && (
        <a href={image} target="_blank" rel="noreferrer">
          <SafeImage src={image} alt={t("feedback.queue.image")} className="feedback-item__image" />
        </a>
      )}
      {feedback.answer === null ? (
        <FeedbackAnswerForm feedback={feedback} />
      ) : (
        <section aria-label={t("feedback.queue.answer")}>
          <p className="admin-muted">
            {t("feedback.queue.answeredBy", { by: feedback.answeredBy ?? "" })} {feedback.answeredAt && <AdminTime value={feedback.answeredAt} />}
          </p>
          <p className="desk-text">{feedback.answer}</p>
        </section>
      )}
    </article>
  );
}
