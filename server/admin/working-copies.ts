import { and, eq, gt, ne } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { WorkingCopy } from "../../schemas/api/calls/admin-editing.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { editorPresence, pageWorkingCopies, staffMembers } from "../db/schema.js";
import { findPage, latestVersionNumber } from "./page-versions.js";
import { pageHistory, type AdminContext } from "./pages.js";

/** An editor whose tab has not beaten for this long has left the page (the tool beats every few seconds). */
export const PRESENCE_MS = 30_000;

/**
 * An editor's heartbeat on a page: marks them present, keeps or drops their unsaved work, and answers who else
 * is there and what was saved since the version their work started from.
 */
export async function keepEditing(ctx: AdminContext, { pageId, basedOnVersion, workingCopy }: ParsedRequestOf<"adminKeepEditing">): Promise<ResponseOf<"adminKeepEditing">> {
  await findPage(ctx.db, pageId);
  const latest = await latestVersionNumber(ctx.db, pageId);
  if (basedOnVersion > latest) throw new ApiError(ErrorCode.INVALID_INPUT, `basedOnVersion: the page has no version ${basedOnVersion}`);
  const staffId = ctx.staff.id;
  await ctx.db
    .insert(editorPresence)
    .values({ pageId, staffId, seenAt: ctx.now })
    .onConflictDoUpdate({ target: [editorPresence.pageId, editorPresence.staffId], set: { seenAt: ctx.now } });
  if (workingCopy === null) {
    await ctx.db.delete(pageWorkingCopies).where(and(eq(pageWorkingCopies.pageId, pageId), eq(pageWorkingCopies.staffId, staffId)));
  } else if (workingCopy) {
    const kept = { basedOnVersion, document: workingCopy.document, updatedAt: ctx.now };
    await ctx.db
      .insert(pageWorkingCopies)
      .values({ pageId, staffId, ...kept })
      .onConflictDoUpdate({ target: [pageWorkingCopies.pageId, pageWorkingCopies.staffId], set: kept });
  }
  const others = await ctx.db
    .select({ name: staffMembers.name, email: staffMembers.email })
    .from(editorPresence)
    .innerJoin(staffMembers, eq(staffMembers.id, editorPresence.staffId))
    .where(and(eq(editorPresence.pageId, pageId), ne(editorPresence.staffId, staffId), gt(editorPresence.seenAt, new Date(ctx.now.getTime() - PRESENCE_MS))))
    .orderBy(staffMembers.name);
  const savedSince = latest > basedOnVersion ? (await pageHistory(ctx, pageId, basedOnVersion)).list : [];
  return { others, savedSince };
}

/** The signed-in editor's unsaved work on a page, or null. */
export async function workingCopyOf(ctx: AdminContext, pageId: number): Promise<WorkingCopy | null> {
  await findPage(ctx.db, pageId);
  const [row] = await ctx.db
    .select()
    .from(pageWorkingCopies)
    .where(and(eq(pageWorkingCopies.pageId, pageId), eq(pageWorkingCopies.staffId, ctx.staff.id)));
  if (!row) return null;
  return { basedOnVersion: row.basedOnVersion, document: row.document as WorkingCopy["document"], updatedAt: row.updatedAt.toISOString() };
}
