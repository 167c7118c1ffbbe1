import { and, eq, ne, sql } from "drizzle-orm";
import { boundedPosition, canWatch } from "../../../rules/learning/recorded-courses.js";
import type { ParsedRequestOf, ResponseOf } from "../../../schemas/api/contract.js";
import * as t from "../../db/schema.js";
import type { RateLimitPolicy } from "../../security/rate-limit.js";
import type { HandlerContext } from "../../service/context.js";
import { ownedRecordedCourse, recordedNotFound, signedInStudentId } from "./owned-course.js";

/** The player saves every ten seconds or so, on pause and on leaving: a student watching sends far fewer than this. */
const WATCH_SAVES: RateLimitPolicy = { name: "recorded-watch", points: 30, durationSeconds: 60 };

/** Saves where the signed-in student is in a lesson of a course the family may still watch, within the lesson. */
export async function recordLessonWatch(ctx: HandlerContext, { skuId, lessonNumber, positionSeconds }: ParsedRequestOf<"recordLessonWatch">): Promise<ResponseOf<"recordLessonWatch">> {
  const uid = signedInStudentId(ctx);
  await ctx.rateLimits.consume(WATCH_SAVES, uid);
  const { access } = await ownedRecordedCourse(ctx, skuId);
  if (!canWatch(access)) throw recordedNotFound();
  const [lesson] = await ctx.db
    .select({ durationSeconds: t.recordedLessons.durationSeconds })
    .from(t.recordedLessons)
    .where(and(eq(t.recordedLessons.skuId, skuId), eq(t.recordedLessons.number, lessonNumber)));
  if (!lesson) throw recordedNotFound();
  const position = boundedPosition(positionSeconds, lesson.durationSeconds);
  // One statement, and no write when the position has not moved: a repeat is as good as the first.
  await ctx.db
    .insert(t.recordedProgress)
    .values({ uid, skuId, lessonNumber, positionSeconds: position, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [t.recordedProgress.uid, t.recordedProgress.skuId, t.recordedProgress.lessonNumber],
      set: { positionSeconds: sql`excluded.position_seconds`, updatedAt: sql`excluded.updated_at` },
      setWhere: ne(t.recordedProgress.positionSeconds, sql`excluded.position_seconds`),
    });
  return { lessonNumber, positionSeconds: position };
}
