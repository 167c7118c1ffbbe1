import { ApiError, ErrorCode } from "../../api/errors.js";
import { LIVE_PREVIEW_HOURS } from "../../schemas/api/calls/admin.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import { PageDocumentError } from "../pages/document.js";
import { createPreviewSign, modulePreviewPath } from "../pages/preview-sign.js";
import { publishVersion } from "../pages/store.js";
import { recordAudit } from "./audit.js";
import { describeProblem, pageProblems } from "./page-problems.js";
import { findPage, latestVersionNumber, loadVersion, lockPage, storeDraft } from "./page-versions.js";
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
  { pageId, version, moduleId, host, expiresInHours, shared }: ParsedRequestOf<"adminPreviewLink">,
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
  const sign = createPreviewSign(ctx.env.PREVIEW_SIGN_SECRET, { host: chosenHost, path, version: shown }, expiresAt);
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
  return { host: chosenHost, url: `${path}?viewModel=preview&previewSign=${sign}`, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * Publishes a version when every module validates (4113 names the first problem), then tells every
 * process's caches (after the commit, as PublishedPages.publish does; the audit row must share the
 * publish's transaction, which PublishedPages.publish does not offer).
 */
export async function publishPage(ctx: AdminContext, { pageId, version }: ParsedRequestOf<"adminPublish">): Promise<ResponseOf<"adminPublish">> {
  const page = await findPage(ctx.db, pageId);
  const { document } = await loadVersion(ctx.db, pageId, version);
  const [problem] = pageProblems(document);
  if (problem) throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, describeProblem(document, problem));
  await ctx.db.transaction(async (tx) => {
    try {
      await publishVersion(tx, pageId, version);
    } catch (error) {
      if (error instanceof PageDocumentError) throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, error.message);
      throw error;
    }
    await recordAudit(tx, ctx.staff, "page-publish", pageTarget(page), { pageId, version, previous: page.publishedVersion });
  });
  await ctx.changes.announce({ locale: page.locale });
  return { publishedVersion: version };
}
