import { and, eq } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { ParsedRequestOf } from "../../../schemas/api/contract.js";
import { familyMember } from "../../accounts/accounts.js";
import * as t from "../../db/schema.js";
import type { HandlerContext } from "../../service/context.js";

/**
 * A consultant's WeCom link to the evaluation (SPEC §2 /evaluation with external_user_id, source_id, corp_id): the
 * visit is recorded once per link, and once the family signs in and picks a child, that child is bound to the WeCom
 * contact (bindWx, fromType 2), so the consultant knows whose evaluation follows.
 */
export async function recordWecomLink(ctx: HandlerContext, { externalUserId, sourceId, corpId }: ParsedRequestOf<"recordQwLink">): Promise<null> {
  await ctx.db.insert(t.wecomContacts).values({ locale: ctx.site().locale, externalUserId, sourceId, corpId }).onConflictDoNothing();
  return null;
}

export async function bindWecomContact(ctx: HandlerContext, { externalUserId, studentId, fromType, sourceId }: ParsedRequestOf<"bindWx">): Promise<null> {
  const { member } = await familyMember(ctx, studentId);
  const bound = await ctx.db
    .update(t.wecomContacts)
    .set({ uid: member.uid, fromType, boundAt: ctx.now })
    .where(and(eq(t.wecomContacts.locale, ctx.site().locale), eq(t.wecomContacts.externalUserId, externalUserId), eq(t.wecomContacts.sourceId, sourceId)))
    .returning({ id: t.wecomContacts.id });
  if (bound.length === 0) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.");
  return null;
}
