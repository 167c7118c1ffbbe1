import { and, asc, desc, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { FEEDBACK_LIST_LIMIT } from "../../../schemas/api/calls/feedback.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { feedbackReplyDueAt } from "../../../rules/learning/working-days.js";
import { signedInFamilyId } from "../../accounts/accounts.js";
import * as t from "../../db/schema.js";
import type { RateLimitPolicy } from "../../security/rate-limit.js";
import type { HandlerContext } from "../../service/context.js";
import { familyPlace } from "../places.js";
import { feedbackImageStore, imagePathOf } from "./image-store.js";
import { feedbackProblemTypes, problemTypeOf } from "./problem-types.js";
import { createUploadToken, UPLOAD_TOKEN_LIFETIME_MS } from "./upload-token.js";

/** What a family sends: more than a parent writes in an hour, so a script cannot fill the teachers' queue. */
const SUBMISSIONS: RateLimitPolicy = { name: "feedback-submit", points: 20, durationSeconds: 3600 };

const studentColumns = { uid: t.accounts.uid, nickName: t.accounts.nickName, firstName: t.accounts.firstName, lastName: t.accounts.lastName };

/** The problem types, and the family's students with a place in the class (any place: one ended still had lessons there); 4003 for none. */
export async function feedbackOptions(ctx: HandlerContext, classId: string): Promise<ResponseOf<"queryFeedbackOptions">> {
  const students = await ctx.db
    .selectDistinct({ ...studentColumns, createdAt: t.accounts.createdAt })
    .from(t.enrolments)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.enrolments.uid))
    .where(and(eq(t.enrolments.familyId, signedInFamilyId(ctx)), eq(t.enrolments.classId, classId)))
    .orderBy(asc(t.accounts.createdAt), asc(t.accounts.uid));
  if (students.length === 0) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return { problemTypes: feedbackProblemTypes(ctx.language()), students: students.map(({ createdAt: _createdAt, ...student }) => student) };
}

export function uploadToken(ctx: HandlerContext): ResponseOf<"createFeedbackUploadToken"> {
  const expiresAt = ctx.now.getTime() + UPLOAD_TOKEN_LIFETIME_MS;
  return { token: createUploadToken(ctx.env.OTP_SECRET, signedInFamilyId(ctx), expiresAt), expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * Keeps the family's feedback about its student's class (familyPlace: 4003 for a class or student not the family's)
 * with the image it uploaded, taken once (4003 for none waiting under that id). The answer is due 2 working days
 * later on the site's clock (SPEC §9).
 */
export async function submitFeedback(ctx: HandlerContext, request: ParsedRequestOf<"submitFeedback">): Promise<ResponseOf<"submitFeedback">> {
  const place = await familyPlace(ctx, { classId: request.classId, studentId: request.studentId });
  await ctx.rateLimits.consume(SUBMISSIONS, place.familyId);
  const replyDueAt = feedbackReplyDueAt(ctx.now, ctx.site().timezone);
  const { imageId } = request;
  const feedbackId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.lessonFeedback)
      .values({
        familyId: place.familyId,
        uid: place.uid,
        classId: place.classId,
        problemType: request.problemType,
        description: request.description,
        imagePath: imageId ? imagePathOf(imageId) : null,
        createdAt: ctx.now,
        replyDueAt,
      })
      .returning({ id: t.lessonFeedback.id });
    // The file moves last: a refusal rolls the row back, and a submission that fails after it leaves an unused file, never a row without its image.
    if (imageId && !(await feedbackImageStore(ctx.env.DATA_DIR).attach(place.familyId, imageId))) {
      throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "imageId: no image of the family waits under this id (upload it again)");
    }
    return row!.id;
  });
  return { feedbackId, replyDueAt: replyDueAt.toISOString() };
}

/** The family's feedback, of one class when given, newest first, with the answers given. */
export async function myFeedback(ctx: HandlerContext, classId: string | undefined): Promise<ResponseOf<"queryMyFeedback">> {
  const rows = await ctx.db
    .select({ feedback: t.lessonFeedback, student: studentColumns })
    .from(t.lessonFeedback)
    .innerJoin(t.accounts, eq(t.accounts.uid, t.lessonFeedback.uid))
    .where(and(eq(t.lessonFeedback.familyId, signedInFamilyId(ctx)), classId ? eq(t.lessonFeedback.classId, classId) : undefined))
    .orderBy(desc(t.lessonFeedback.createdAt), desc(t.lessonFeedback.id))
    .limit(FEEDBACK_LIST_LIMIT + 1);
  const language = ctx.language();
  const list = rows.slice(0, FEEDBACK_LIST_LIMIT).map(({ feedback, student }) => ({
    feedbackId: feedback.id,
    classId: feedback.classId,
    student,
    problemType: problemTypeOf(language, feedback.problemType),
    description: feedback.description,
    hasImage: feedback.imagePath !== null,
    createdAt: feedback.createdAt.toISOString(),
    replyDueAt: feedback.replyDueAt.toISOString(),
    answer: feedback.answer !== null && feedback.answeredAt ? { text: feedback.answer, answeredAt: feedback.answeredAt.toISOString() } : null,
  }));
  return { list, more: rows.length > FEEDBACK_LIST_LIMIT };
}
