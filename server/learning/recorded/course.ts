import { and, asc, eq } from "drizzle-orm";
import { canWatch } from "../../../rules/learning/recorded-courses.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import { familyMember } from "../../accounts/accounts.js";
import { contentIn } from "../../catalogue/cards.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";
import { ownedRecordedCourse, signedInStudentId } from "./owned-course.js";

/**
 * A recorded course the family bought, as its pages show it: the lessons with where the student stopped in each, and
 * how long it can be watched; once expired, without the videos' addresses.
 */
export async function recordedCourse(ctx: HandlerContext, { skuId, studentId }: ParsedRequestOf<"queryRecordedCourse">): Promise<ResponseOf<"queryRecordedCourse">> {
  const uid = studentId === undefined ? signedInStudentId(ctx) : (await familyMember(ctx, studentId)).member.uid;
  const { sku, paidAts, access } = await ownedRecordedCourse(ctx, skuId);
  const lessons = await ctx.db
    .select({ lesson: t.recordedLessons, positionSeconds: t.recordedProgress.positionSeconds })
    .from(t.recordedLessons)
    .leftJoin(
      t.recordedProgress,
      and(eq(t.recordedProgress.uid, uid), eq(t.recordedProgress.skuId, t.recordedLessons.skuId), eq(t.recordedProgress.lessonNumber, t.recordedLessons.number)),
    )
    .where(eq(t.recordedLessons.skuId, skuId))
    .orderBy(asc(t.recordedLessons.number));
  const language = ctx.language();
  const fallback = ctx.site().defaultLanguage;
  const { title, summary } = contentIn(sku.content, language, fallback);
  const watchable = canWatch(access);
  return {
    skuId,
    title,
    summary,
    studentId: uid,
    paidAt: new Date(Math.max(...paidAts.map((paidAt) => paidAt.getTime()))).toISOString(),
    access:
      access.state === "permanent"
        ? access
        : access.state === "valid"
          ? { state: "valid", until: access.until.toISOString() }
          : { state: "expired", endedAt: access.endedAt.toISOString() },
    lessons: lessons.map(({ lesson, positionSeconds }) => ({
      number: lesson.number,
      title: lesson.title[language] ?? lesson.title[fallback] ?? Object.values(lesson.title)[0] ?? "",
      durationSeconds: lesson.durationSeconds,
      positionSeconds: positionSeconds ?? 0,
      videoUrl: watchable ? lesson.videoUrl : null,
    })),
  };
}
