import { and, desc, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { signedInFamilyId } from "../accounts/accounts.js";
import * as t from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";

export type Place = typeof t.enrolments.$inferSelect;

/**
 * A student's place in a class, as the learning pages name it by class (decision 0028): of the given student, or
 * else of the signed-in one, or else of any student of the family, an active place before an ended one. Another
 * family's class, or one none of its students was ever in, answers 4003.
 */
export async function familyPlace(ctx: HandlerContext, { classId, studentId }: { classId: string; studentId?: string | undefined }): Promise<Place> {
  const familyId = signedInFamilyId(ctx);
  const preferred = studentId ?? ctx.session?.uid ?? null;
  const [place] = await ctx.db
    .select()
    .from(t.enrolments)
    .where(and(eq(t.enrolments.familyId, familyId), eq(t.enrolments.classId, classId), studentId ? eq(t.enrolments.uid, studentId) : undefined))
    .orderBy(desc(sql`${t.enrolments.uid} = ${preferred}`), desc(sql`${t.enrolments.status} = 'active'`), desc(t.enrolments.createdAt))
    .limit(1);
  if (!place) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return place;
}
