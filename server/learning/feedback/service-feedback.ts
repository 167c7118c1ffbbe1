import { and, asc, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { siteI18n } from "../../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../../i18n/messages-resources.js";
import { isReplyOverdue } from "../../../rules/learning/working-days.js";
import { FEEDBACK_LIST_LIMIT, type ServiceFeedback } from "../../../schemas/api/calls/feedback.js";
import type { ParsedRequestOf } from "../../../schemas/api/contract.js";
import type { Language } from "../../../schemas/site.js";
import type { StaffMember } from "../../../schemas/api/calls/admin.js";
import { recordAudit } from "../../admin/audit.js";
import { contentIn } from "../../catalogue/cards.js";
import type { Database } from "../../db/connection.js";
import * as t from "../../db/schema.js";
import { log } from "../../log.js";
import type { Messenger } from "../../messaging/messenger.js";
import { parentRecipient } from "../../order-mail/send.js";
import type { SiteDirectory } from "../../service/sites.js";
import { parentAccount, parentContact, studentAndParentColumns } from "../../service-desk/find-orders.js";
import { composeFeedbackAnswer } from "./answer-mail.js";
import { imageIdOf } from "./image-store.js";
import { problemTypeOf } from "./problem-types.js";

/** What customer service's screens need of the service: its store, the sites, and the staff member's language and clock. */
interface DeskContext {
  db: Database;
  sites: SiteDirectory;
  language: Language;
  now: Date;
}

function feedbackRows(db: Database, where: SQL | undefined) {
  return db
    .select({ feedback: t.lessonFeedback, locale: t.courses.locale, content: t.courses.content, familySchool: t.families.schoolCode, ...studentAndParentColumns })
    .from(t.lessonFeedback)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.lessonFeedback.uid))
    .innerJoin(t.families, eq(t.families.id, t.lessonFeedback.familyId))
    .leftJoin(parentAccount, eq(parentAccount.uid, t.families.registrationUid))
    .innerJoin(t.classes, eq(t.classes.id, t.lessonFeedback.classId))
    .innerJoin(t.courses, eq(t.courses.id, t.classes.courseId))
    .where(where);
}

type FeedbackRow = Awaited<ReturnType<typeof feedbackRows>>[number];

function serviceFeedbackOf({ sites, language, now }: DeskContext, row: FeedbackRow): ServiceFeedback {
  const { feedback } = row;
  const fallback = sites.forLocale(row.locale)?.defaultLanguage ?? language;
  return {
    feedbackId: feedback.id,
    locale: row.locale,
    classId: feedback.classId,
    classTitle: contentIn(row.content, language, fallback).title,
    student: row.student,
    parent: parentContact(row),
    problemType: problemTypeOf(language, feedback.problemType),
    description: feedback.description,
    imageId: feedback.imagePath === null ? null : imageIdOf(feedback.imagePath),
    createdAt: feedback.createdAt.toISOString(),
    replyDueAt: feedback.replyDueAt.toISOString(),
    overdue: feedback.answeredAt === null && isReplyOverdue(feedback.replyDueAt, now),
    answer: feedback.answer,
    answeredBy: feedback.answeredBy,
    answeredAt: feedback.answeredAt?.toISOString() ?? null,
  };
}

/**
 * Open feedback the earliest due first (the overdue at the top; of feedback due at once, as from one weekend, the
 * earliest sent first), or answered feedback the latest answered first.
 */
export async function listFeedback(desk: DeskContext, { status }: ParsedRequestOf<"serviceListFeedback">) {
  const open = status === "open";
  const rows = await feedbackRows(desk.db, open ? isNull(t.lessonFeedback.answeredAt) : isNotNull(t.lessonFeedback.answeredAt))
    .orderBy(...(open ? [asc(t.lessonFeedback.replyDueAt), asc(t.lessonFeedback.createdAt), asc(t.lessonFeedback.id)] : [desc(t.lessonFeedback.answeredAt), desc(t.lessonFeedback.id)]))
    .limit(FEEDBACK_LIST_LIMIT + 1);
  return { list: rows.slice(0, FEEDBACK_LIST_LIMIT).map((row) => serviceFeedbackOf(desk, row)), more: rows.length > FEEDBACK_LIST_LIMIT };
}

/**
 * Answers open feedback for the teachers with one conditional update, so of two answers at once one is kept and the
 * other is refused (4135); 4003 for no such feedback. The row records who answered and when, the audit log that it was. Then the parent is
 * told by message; a message that cannot go is logged, as the answer is given and the parent reads it with their
 * feedback anyway.
 */
export async function answerFeedback(desk: DeskContext & { messenger: Messenger; staff: StaffMember }, { feedbackId, answer }: ParsedRequestOf<"serviceAnswerFeedback">): Promise<ServiceFeedback> {
  const answered = await desk.db.transaction(async (tx) => {
    const [row] = await tx
      .update(t.lessonFeedback)
      .set({ answer, answeredBy: desk.staff.email, answeredAt: desk.now })
      .where(and(eq(t.lessonFeedback.id, feedbackId), isNull(t.lessonFeedback.answeredAt)))
      .returning({ id: t.lessonFeedback.id });
    if (row) await recordAudit(tx, desk.staff, "feedback-answer", `feedback ${feedbackId}`, { length: answer.length });
    return row;
  });
  const [row] = await feedbackRows(desk.db, eq(t.lessonFeedback.id, feedbackId));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "feedbackId: no such feedback");
  if (!answered) throw new ApiError(ErrorCode.ALREADY_DECIDED, "This feedback has already been answered.");
  await tellParent(desk, row).catch((error: unknown) =>
    log.error("feedback answer not sent to the parent", { feedback: feedbackId, error: error instanceof Error ? error.message : String(error) }),
  );
  return serviceFeedbackOf(desk, row);
}

/** The answer to the family's sign-up contact, in its site's language (the family's own language is not kept). */
async function tellParent({ db, sites, messenger }: DeskContext & { messenger: Messenger }, row: FeedbackRow) {
  const site = sites.forSchoolCode(row.familySchool);
  const recipient = await parentRecipient(db, row.feedback.familyId);
  if (!site || !recipient) return log.warn("feedback answer has no one to go to", { feedback: row.feedback.id });
  const language = site.defaultLanguage;
  const translate = await siteI18n(site).getFixedT(language, MESSAGES_NAMESPACE);
  const { student } = row;
  const mail = composeFeedbackAnswer(translate, {
    school: site.schoolName,
    student: [student.firstName, student.lastName].filter(Boolean).join(" ") || student.nickName,
    course: contentIn(row.content, language, language).title,
    description: row.feedback.description,
    answer: row.feedback.answer ?? "",
  });
  await messenger.send({ ...recipient, ...mail });
}
