import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { PageModule } from "../../schemas/pages/document.js";
import type { Locale } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { navigationVersions, siteModules } from "../db/schema.js";
import { createNavigationSign } from "../pages/navigation-sign.js";
import { recordAudit } from "./audit.js";
import { describeNavigationChanges } from "./navigation-changes.js";
import { componentProblems } from "./page-problems.js";
import { siteOf, type AdminContext } from "./pages.js";

/**
 * A site's navigation (its site modules, the Header's data) in versions, as pages are: a save is the next
 * version and a draft, a publish copies a version's data into site_modules.module (what the storefront
 * reads) and sets published_version, a rollback saves an earlier version again as the newest draft.
 * Versions are never changed once written.
 */

type StoredSiteModule = Omit<PageModule, "id">;

interface NavigationModule {
  id: number;
  pathPrefix: string | null;
  module: StoredSiteModule;
  publishedVersion: number;
  /** The module's place in its site's list: the moduleIndex of its problems. */
  index: number;
}

const HOUR_MS = 60 * 60 * 1000;

const navigationTarget = (locale: Locale, moduleId: number) => `navigation ${locale} module ${moduleId}`;

const moduleColumns = { id: siteModules.id, pathPrefix: siteModules.pathPrefix, module: siteModules.module, publishedVersion: siteModules.publishedVersion };

const siteOrder = [asc(siteModules.sort), asc(siteModules.id)];

/** The number of a module's newest version. */
const latestVersionOf = sql<number>`(select max(${navigationVersions.version}) from ${navigationVersions} where ${navigationVersions.moduleId} = ${siteModules.id})`;

const noSuchModule = (locale: Locale, moduleId: number) => new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `The ${locale} site has no site module ${moduleId}`);

/** One of the site's modules (another site's is not found); with `lock`, in a transaction, the site's modules wait for it to end. */
async function findModule(db: Database, locale: Locale, moduleId: number, lock = false): Promise<NavigationModule> {
  const query = db.select(moduleColumns).from(siteModules).where(eq(siteModules.locale, locale)).orderBy(...siteOrder);
  const rows = lock ? await query.for("update") : await query;
  const index = rows.findIndex((row) => row.id === moduleId);
  const row = rows[index];
  if (!row) throw noSuchModule(locale, moduleId);
  return { ...row, module: row.module as StoredSiteModule, index };
}

async function latestVersionNumber(db: Database, moduleId: number): Promise<number> {
  const [row] = await db
    .select({ latest: sql<number>`coalesce(max(${navigationVersions.version}), 0)`.mapWith(Number) })
    .from(navigationVersions)
    .where(eq(navigationVersions.moduleId, moduleId));
  return row?.latest ?? 0;
}

async function versionData(db: Database, moduleId: number, version: number): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ componentData: navigationVersions.componentData })
    .from(navigationVersions)
    .where(and(eq(navigationVersions.moduleId, moduleId), eq(navigationVersions.version, version)));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `The navigation has no version ${version}`);
  return row.componentData;
}

const problemsOf = (module: NavigationModule, componentData: Record<string, unknown>): FieldProblem[] =>
  componentProblems(module.index, { ...module.module.content, componentData });

export async function getNavigation(ctx: AdminContext, locale: Locale): Promise<ResponseOf<"adminGetNavigation">> {
  siteOf(ctx, locale);
  const rows = await ctx.db
    .select({
      moduleId: siteModules.id,
      pathPrefix: siteModules.pathPrefix,
      publishedVersion: siteModules.publishedVersion,
      latestVersion: navigationVersions.version,
      componentData: navigationVersions.componentData,
    })
    .from(siteModules)
    .innerJoin(navigationVersions, and(eq(navigationVersions.moduleId, siteModules.id), eq(navigationVersions.version, latestVersionOf)))
    .where(eq(siteModules.locale, locale))
    .orderBy(...siteOrder);
  return { list: rows.map((row) => ({ ...row, draftVersion: row.latestVersion > row.publishedVersion ? row.latestVersion : null })) };
}

/**
 * Saves a module's navigation as its next version, a draft visitors do not see, when it fits its component's
 * schema (the Header's); otherwise answers the problems, each at its field, and saves nothing. Refused (4112)
 * when a version was saved after the one the editor started from.
 */
export async function saveNavigation(
  ctx: AdminContext,
  { locale, moduleId, basedOnVersion, componentData }: ParsedRequestOf<"adminSaveNavigation">,
): Promise<ResponseOf<"adminSaveNavigation">> {
  siteOf(ctx, locale);
  const problems = problemsOf(await findModule(ctx.db, locale, moduleId), componentData);
  if (problems.length > 0) return { version: null, problems };
  const version = await ctx.db.transaction(async (tx) => {
    await findModule(tx, locale, moduleId, true);
    const latest = await latestVersionNumber(tx, moduleId);
    if (basedOnVersion > latest) throw new ApiError(ErrorCode.INVALID_INPUT, `basedOnVersion: the navigation has no version ${basedOnVersion}`);
    if (basedOnVersion < latest) throw new ApiError(ErrorCode.PAGE_CHANGED_MEANWHILE);
    const next = latest + 1;
    await tx.insert(navigationVersions).values({ moduleId, version: next, componentData, author: ctx.staff.email });
    await recordAudit(tx, ctx.staff, "navigation-save", navigationTarget(locale, moduleId), { moduleId, version: next });
    return next;
  });
  return { version, problems: [] };
}

/** Makes a version the one visitors see (4113 naming the first problem when it has any), then tells every process's caches. */
export async function publishNavigation(
  ctx: AdminContext,
  { locale, moduleId, version }: ParsedRequestOf<"adminPublishNavigation">,
): Promise<ResponseOf<"adminPublishNavigation">> {
  siteOf(ctx, locale);
  await ctx.db.transaction(async (tx) => {
    const module = await findModule(tx, locale, moduleId, true);
    const componentData = await versionData(tx, moduleId, version);
    const [problem] = problemsOf(module, componentData);
    if (problem) throw new ApiError(ErrorCode.PAGE_NOT_PUBLISHABLE, `navigation version ${version}: ${problem.message}`);
    const live = { ...module.module, content: { ...module.module.content, componentData } };
    await tx.update(siteModules).set({ module: live, publishedVersion: version }).where(eq(siteModules.id, moduleId));
    await recordAudit(tx, ctx.staff, "navigation-publish", navigationTarget(locale, moduleId), { moduleId, version, previous: module.publishedVersion });
  });
  await ctx.changes.announce({ locale });
  return { publishedVersion: version };
}

/** Every version of a module's navigation, newest first, each with what it changed. */
export async function navigationHistory(ctx: AdminContext, { locale, moduleId }: ParsedRequestOf<"adminNavigationHistory">): Promise<ResponseOf<"adminNavigationHistory">> {
  siteOf(ctx, locale);
  const module = await findModule(ctx.db, locale, moduleId);
  const versions = await ctx.db.select().from(navigationVersions).where(eq(navigationVersions.moduleId, moduleId)).orderBy(asc(navigationVersions.version));
  const list = versions.map((entry, index) => ({
    version: entry.version,
    author: entry.author,
    createdAt: entry.createdAt.toISOString(),
    changes: describeNavigationChanges(versions[index - 1]?.componentData ?? null, entry.componentData),
    origin: entry.origin,
  }));
  return { publishedVersion: module.publishedVersion, list: list.reverse() };
}

/** Saves an earlier version again as the module's newest draft. */
export async function rollbackNavigation(
  ctx: AdminContext,
  { locale, moduleId, version }: ParsedRequestOf<"adminRollbackNavigation">,
): Promise<ResponseOf<"adminRollbackNavigation">> {
  siteOf(ctx, locale);
  return ctx.db.transaction(async (tx) => {
    await findModule(tx, locale, moduleId, true);
    const componentData = await versionData(tx, moduleId, version);
    const next = (await latestVersionNumber(tx, moduleId)) + 1;
    await tx.insert(navigationVersions).values({ moduleId, version: next, componentData, author: ctx.staff.email, origin: `rollback to ${version}` });
    await recordAudit(tx, ctx.staff, "navigation-rollback", navigationTarget(locale, moduleId), { moduleId, version: next, from: version });
    return { version: next };
  });
}

/**
 * A signed link that shows the site's published page at a path the module applies to (its path prefix, else
 * /) with one version of its navigation (the latest unless another is chosen), on one of the site's hosts
 * (the first unless another is chosen), until it expires.
 */
export async function navigationPreviewLink(
  ctx: AdminContext,
  { locale, moduleId, version, path, host, expiresInHours }: ParsedRequestOf<"adminNavigationPreviewLink">,
): Promise<ResponseOf<"adminNavigationPreviewLink">> {
  const { hosts } = siteOf(ctx, locale);
  const chosenHost = host?.toLowerCase() ?? hosts[0]!;
  if (!hosts.includes(chosenHost)) throw new ApiError(ErrorCode.INVALID_INPUT, `host: ${host} is not a host of the ${locale} site`);
  const module = await findModule(ctx.db, locale, moduleId);
  const shownPath = path ?? module.pathPrefix ?? "/";
  if (module.pathPrefix !== null && !shownPath.startsWith(module.pathPrefix)) {
    throw new ApiError(ErrorCode.INVALID_INPUT, `path: the module shows on pages under ${module.pathPrefix} only`);
  }
  const shown = version ?? (await latestVersionNumber(ctx.db, moduleId));
  await versionData(ctx.db, moduleId, shown);
  const expiresAt = ctx.now.getTime() + expiresInHours * HOUR_MS;
  const sign = createNavigationSign(ctx.env.PREVIEW_SIGN_SECRET, { host: chosenHost, moduleId, version: shown }, expiresAt);
  // Whoever holds the link sees the draft until it expires, as with a page's shared preview link.
  await ctx.db.transaction((tx) =>
    recordAudit(tx, ctx.staff, "navigation-preview-link", navigationTarget(locale, moduleId), {
      moduleId,
      version: shown,
      host: chosenHost,
      path: shownPath,
      expiresAt: new Date(expiresAt).toISOString(),
    }),
  );
  return { host: chosenHost, url: `${shownPath}?viewModel=navigation&navigationSign=${sign}`, expiresAt: new Date(expiresAt).toISOString() };
}
