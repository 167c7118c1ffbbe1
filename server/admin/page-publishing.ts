import { eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { LIVE_PREVIEW_HOURS } from "../../schemas/api/calls/admin.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { Database } from "../db/connection.js";
import { pages, publishedModules } from "../db/schema.js";
import { PageDocumentError } from "../pages/document.js";
import { createPreviewSign, modulePreviewPath } from "../pages/preview-sign.js";
import { publishVersion } from "../pages/store.js";
import { recordAudit, type AuditActor, type Transaction } from "./audit.js";
import { describeProblem, pageProblems } from "./page-problems.js";
import { findPage, latestVersionNumber, loadVersion, lockPage, storeDraft, type AdminPage } from "./page-versions.js";
import { pageTarget, siteOf, type AdminContext } from "./pages.js";

const HOUR_MS = 60 * 60 * 1000;

/** Saves an earlier version again as the page's newest draft (its modules keep their ids: they are the page's). */
export async function rollbackPage(ctx: AdminContext, { pageId, version }: ParsedRequestOf<"adminRollback">): Promise<ResponseOf<"adminRollback">> {
  return ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    const { document } = await loadVersion(tx, pageId, version);
    const saved = await storeDraft(tx, { ...page, document, author: ctx.staff.email, origin: `rollback to ${version}` });
    await recordAudit(tx, ctx.staff, "page-rollback", pageTarget(page), { pageId, version: saved.version, from: version });
    return { version: saved.version };
  });
}

/**
 * A signed link that opens one version of the page (the draft, else the latest) on one of its site's hosts
 * (the first unless another is chosen) until it expires.
 */
export async function previewLink(
  ctx: AdminContext,
  { pageId, version, moduleId, host, expiresInHours, shared, editorOrigin }: ParsedRequestOf<"adminPreviewLink">,
): Promise<ResponseOf<"adminPreviewLink">> {
  const page = await findPage(ctx.db, pageId);
  const hosts = siteOf(ctx, page.locale).hosts;
  const chosenHost = host?.toLowerCase() ?? hosts[0]!;
  if (!hosts.includes(chosenHost)) throw new ApiError(ErrorCode.INVALID_INPUT, `host: ${host} is not a host of the ${page.locale} site`);
  const shown = version ?? page.draftVersion ?? (await latestVersionNumber(ctx.db, pageId));
  const { document } = await loadVersion(ctx.db, pageId, shown);
  if (moduleId !== undefined && !document.modules.some((module) => module.id === moduleId)) {
    throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `version ${shown} has no module ${moduleId}`);
  }
  const path = moduleId === undefined ? page.path : modulePreviewPath(moduleId);
  const expiresAt = ctx.now.getTime() + expiresInHours * HOUR_MS;
  if (editorOrigin !== undefined && (shared || moduleId !== undefined)) {
    throw new ApiError(ErrorCode.INVALID_INPUT, "editorOrigin: only the tool's own page frame (not shared, no module) takes an origin");
  }
  const sign = createPreviewSign(ctx.env.PREVIEW_SIGN_SECRET, { host: chosenHost, path, version: shown, ...(editorOrigin ? { editorOrigin } : {}) }, expiresAt);
  // Whoever holds a link can open the draft until it expires: only the tool's own short-lived preview goes unrecorded.
  if (shared || expiresInHours > LIVE_PREVIEW_HOURS) {
    await ctx.db.transaction((tx) =>
      recordAudit(tx, ctx.staff, "page-preview-link", pageTarget(page), {
        pageId,
        version: shown,
        ...(moduleId === undefined ? {} : { moduleId }),
        host: chosenHost,
        expiresAt: new Date(expiresAt).toISOString(),
        ...(shared ? {} : { shared }),
      }),
    );
  }
  const query = editorOrigin ? `viewModel=editor&previewSign=${sign}&editorOrigin=${encodeURIComponent(editorOrigin)}` : `viewModel=preview&previewSign=${sign}`;
  return { host: chosenHost, url: `${path}?${query}`, expiresAt: new Date(expiresAt).toISOString() };
}

/** Refuses (4113, naming the first problem) a version that cannot go live: before a publish, and before a schedule of one. */
export async function checkPublishable(db: Database, pageId: number, version: number): Promise<void> {
  const { document } = await loadVersion(db, pageId, version);
  const [problem] = pageProblems(document);
  if (problem) throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, describeProblem(document, problem));
}

/**
 * Makes a checked version live inside the caller's transaction, with its audit row (`action` says whether at
 * once or as scheduled, `detail` adds to what it records). The caller announces the change after the commit.
 */
export async function makeVersionLive(
  tx: Transaction,
  actor: AuditActor,
  page: AdminPage,
  version: number,
  action: "page-publish" | "page-scheduled-publish",
  detail: Record<string, unknown> = {},
): Promise<void> {
  try {
    await publishVersion(tx, page.id, version);
  } catch (error) {
    if (error instanceof PageDocumentError) throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, error.message);
    throw error;
  }
  await recordAudit(tx, actor, action, pageTarget(page), { pageId: page.id, version, previous: page.publishedVersion, ...detail });
}

/**
 * Publishes a version when every module validates (4113 names the first problem), then tells every
 * process's caches (after the commit, as PublishedPages.publish does; the audit row must share the
 * publish's transaction, which PublishedPages.publish does not offer).
 */
export async function publishPage(ctx: AdminContext, { pageId, version }: ParsedRequestOf<"adminPublish">): Promise<ResponseOf<"adminPublish">> {
  const page = await findPage(ctx.db, pageId);
  await checkPublishable(ctx.db, pageId, version);
  await ctx.db.transaction((tx) => makeVersionLive(tx, ctx.staff, page, version, "page-publish"));
  await ctx.changes.announce({ locale: page.locale });
  return { publishedVersion: version };
}

/**
 * Takes a published page off its site inside the caller's transaction (4003 when it is not published): no
 * published version, none of its modules published, so it answers like an unknown page. Its content stays,
 * as the draft when it had none. The caller announces the change after the commit.
 */
export async function takeOffSite(
  tx: Transaction,
  actor: AuditActor,
  page: AdminPage,
  action: "page-unpublish" | "page-scheduled-unpublish",
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (page.publishedVersion === null) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "The page is not published");
  await tx
    .update(pages)
    .set({ publishedVersion: null, draftVersion: sql`coalesce(${pages.draftVersion}, ${pages.publishedVersion})` })
    .where(eq(pages.id, page.id));
  await tx.delete(publishedModules).where(eq(publishedModules.pageId, page.id));
  await recordAudit(tx, actor, action, pageTarget(page), { pageId: page.id, previous: page.publishedVersion, ...detail });
}

/** Takes a page off its site at once (publishers), then tells every process's caches. */
export async function unpublishPage(ctx: AdminContext, { pageId }: ParsedRequestOf<"adminUnpublish">): Promise<ResponseOf<"adminUnpublish">> {
  const page = await ctx.db.transaction(async (tx) => {
    const locked = await lockPage(tx, pageId);
    await takeOffSite(tx, ctx.staff, locked, "page-unpublish");
    return locked;
  });
  await ctx.changes.announce({ locale: page.locale });
  return null;
}
