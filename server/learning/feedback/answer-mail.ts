import type { TFunction } from "i18next";
import type { ComposedMail } from "../../order-mail/compose.js";

export interface FeedbackAnswerFacts {
  school: string;
  student: string;
  course: string;
  description: string;
  answer: string;
}

/** The message that brings the teachers' answer to the parent: what they wrote, then the answer, both as written. */
export function composeFeedbackAnswer(t: TFunction, facts: FeedbackAnswerFacts): ComposedMail {
  return {
    subject: t("feedback.answerMail.subject", { school: facts.school }),
    body: [
      t("feedback.answerMail.intro", { student: facts.student, course: facts.course }),
      facts.description,
      "",
      t("feedback.answerMail.answer"),
      facts.answer,
      "",
      t("feedback.answerMail.readAgain"),
    ].join("\n"),
  };
}
