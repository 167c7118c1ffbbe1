import { and, eq, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { CURRENT_DOCUMENT_VERSION } from "../../schemas/pages/document.js";
import { parsePageDocument } from "../pages/document.js";
import type { Language, Locale, Site } from "../../schemas/site.js";
import { pages, pageWorkingCopies } from "../db/schema.js";
import type { HandlerContext } from "../service/context.js";
import { recordAudit } from "./audit.js";
import { checkModuleIds, modulesWithoutId, storedDocument } from "./module-ids.js";
import { describeChanges } from "./page-changes.js";
import { pageProblems } from "./page-problems.js";
import { demoPageTemplates, templateContent } from "./page-templates.js";
import { documentTexts } from "./schema-texts.js";
import { copiedDocument, demoTextsByLanguage, languageOfTexts } from "./translation-memory.js";
import {
  allVersions,
  findPage,
  latestVersionNumber,
  loadLatestVersion,
  lockPage,
  moduleIdsOfPage,
  newModuleIds,
  pageSummaries,
  savedDocument,
  storeDraft,
  type AdminPage,
} from "./page-versions.js";

/** What the tool's page operations use of a staff call's context, with the signed-in member. */
export type AdminContext = Pick<HandlerContext, "db" | "env" | "sites" | "changes" | "now" | "text"> & { staff: StaffMember };

export function siteOf(ctx: Pick<HandlerContext, "sites">, locale: Locale): Site {
  const site = ctx.sites.forLocale(locale);
  if (!site) throw new ApiError(ErrorCode.INVALID_INPUT, `locale: there is no ${locale} site`);
  return site;
}

/** How audit rows name a page. */
export const pageTarget = (page: Pick<AdminPage, "locale" | "path">) => `page ${page.locale} ${page.path}`;

export async function listSites(ctx: AdminContext): Promise<ResponseOf<"adminListSites">> {
  const counts = await ctx.db
    .select({ locale: pages.locale, count: sql<number>`count(*)`.mapWith(Number) })
    .from(pages)
    .groupBy(pages.locale);
  const countOf = new Map(counts.map((row) => [row.locale, row.count]));
  return {
    list: ctx.sites.all().map((site) => ({
      locale: site.locale,
      name: ctx.text(site.names),
      hosts: [...site.hosts],
      languages: [site.defaultLanguage, ...site.languages.filter((language) => language !== site.defaultLanguage)],
      pageCount: countOf.get(site.locale) ?? 0,
    })),
  };
}

const summary = ({ latestVersion: _latestVersion, ...row }: Awaited<ReturnType<typeof pageSummaries>>[number]) => row;

export async function listPages(ctx: AdminContext, locale: Locale): Promise<ResponseOf<"adminListPages">> {
  siteOf(ctx, locale);
  return { list: (await pageSummaries(ctx.db, eq(pages.locale, locale))).map(summary) };
}

export async function createPage(ctx: AdminContext, { locale, path, title, template }: ParsedRequestOf<"adminCreatePage">) {
  siteOf(ctx, locale);
  const start = template ? await templateContent(ctx, locale, template) : null;
  return ctx.db.transaction(async (tx) => {
    const [page] = await tx.insert(pages).values({ locale, path }).onConflictDoNothing().returning({ id: pages.id });
    if (!page) throw new ApiError(ErrorCode.PAGE_PATH_TAKEN);
    const ids = start ? await newModuleIds(tx, start.modules.length) : [];
    const document = parsePageDocument({
      schemaVersion: CURRENT_DOCUMENT_VERSION,
      keywords: "",
      description: "",
      ...start,
      title,
      modules: (start?.modules ?? []).map((module, index) => ({ id: ids[index]!, ...module })),
    });
    const { version } = await storeDraft(tx, { locale, path, document, author: ctx.staff.email, origin: null });
    await recordAudit(tx, ctx.staff, "page-create", pageTarget({ locale, path }), { pageId: page.id, version, title });
    return { pageId: page.id, version };
  });
}

export async function getPage(ctx: AdminContext, pageId: number): Promise<ResponseOf<"adminGetPage">> {
  const [row] = await pageSummaries(ctx.db, eq(pages.id, pageId));
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No such page");
  const { document } = await loadLatestVersion(ctx.db, pageId);
  return {
    page: { ...summary(row), hosts: [...siteOf(ctx, row.locale).hosts], latestVersion: row.latestVersion },
    document: savedDocument(document),
    problems: pageProblems(document),
  };
}

/**
 * Saves the editor's document as the page's next version and draft: refused (4112) when a version was saved
 * after the one the editor loaded; new modules get ids from the store's sequence.
 */
export async function saveDraftVersion(
  ctx: AdminContext,
  { pageId, basedOnVersion, document }: ParsedRequestOf<"adminSaveDraft">,
): Promise<ResponseOf<"adminSaveDraft">> {
  const saved = await ctx.db.transaction(async (tx) => {
    const page = await lockPage(tx, pageId);
    const latest = await latestVersionNumber(tx, pageId);
    if (basedOnVersion > latest) throw new ApiError(ErrorCode.INVALID_INPUT, `basedOnVersion: the page has no version ${basedOnVersion}`);
    if (basedOnVersion < latest) throw new ApiError(ErrorCode.PAGE_CHANGED_MEANWHILE);
    checkModuleIds(document, await moduleIdsOfPage(tx, pageId));
    const stored = storedDocument(document, await newModuleIds(tx, modulesWithoutId(document)));
    const { version } = await storeDraft(tx, { ...page, document: stored, author: ctx.staff.email, origin: null });
    // What the editor kept unsaved is now a version.
    await tx.delete(pageWorkingCopies).where(and(eq(pageWorkingCopies.pageId, pageId), eq(pageWorkingCopies.staffId, ctx.staff.id)));
    await recordAudit(tx, ctx.staff, "page-save", pageTarget(page), { pageId, version });
    return { version, document: stored };
  });
  return { version: saved.version, document: savedDocument(saved.document), problems: pageProblems(saved.document) };
}

/**
 * Copies the page's latest version to other sites at the same path as drafts, each module with a new id
 * (module ids are unique across pages). A site that has a page at that path already gets the copy as a new
 * draft version of it rather than an error: bringing a region's page up to another's is what copying is for,
 * and its earlier versions stay in its history.
 *
 * The copies are in `language`, which every target site must have. There is no translation service: a text
 * becomes the target's when the demo content has it (fixtures/pages, as the source site writes it in the page's
 * language, against the target site in `language`), which also makes the region's school name, phone and
 * e-mail the target's; every other text stays as it was and is counted, so the editor knows what to translate.
 */
export async function copyPage(ctx: AdminContext, { pageId, locales, language }: ParsedRequestOf<"adminCopyPage">): Promise<ResponseOf<"adminCopyPage">> {
  const source = await findPage(ctx.db, pageId);
  const targets = [...new Set(locales)];
  if (targets.includes(source.locale)) throw new ApiError(ErrorCode.INVALID_INPUT, `locales: ${source.locale} is the page's own site`);
  const sourceSite = siteOf(ctx, source.locale);
  const targetSites = targets.map((locale) => siteOf(ctx, locale));
  const lacking = targetSites.find((site) => !site.languages.includes(language));
  if (lacking) {
    throw new ApiError(ErrorCode.INVALID_INPUT, `language: the ${lacking.locale} site has no ${language} pages (it has ${lacking.languages.join(", ")})`);
  }
  const templates = await demoPageTemplates();
  return ctx.db.transaction(async (tx) => {
    const { version, document } = await loadLatestVersion(tx, pageId);
    const fromLanguage = languageOfTexts(documentTexts(document), demoTextsByLanguage(templates, sourceSite), sourceSite.defaultLanguage);
    const ids = await newModuleIds(tx, document.modules.length * targets.length);
    const list = [];
    for (const [target, site] of targetSites.entries()) {
      const { document: translated, ...counts } = copiedDocument(document, templates, { site: sourceSite, language: fromLanguage }, { site, language });
      const offset = target * document.modules.length;
      const copy = { ...translated, modules: translated.modules.map((module, index) => ({ ...module, id: ids[offset + index]! })) };
      const origin = copyOrigin({ locale: source.locale, version, fromLanguage, language, untranslated: counts.untranslated });
      const saved = await storeDraft(tx, { locale: site.locale, path: source.path, document: copy, author: ctx.staff.email, origin });
      await recordAudit(tx, ctx.staff, "page-copy", pageTarget({ locale: site.locale, path: source.path }), {
        pageId: saved.pageId,
        version: saved.version,
        from: { pageId, locale: source.locale, version },
        fromLanguage,
        language,
        ...counts,
      });
      list.push({ locale: site.locale, ...saved, fromLanguage, language, ...counts });
    }
    return { list };
  });
}

/** How a copy's version says where it came from, e.g. "copied from uk v4, en → ja, 3 texts not translated". */
function copyOrigin({ locale, version, fromLanguage, language, untranslated }: { locale: Locale; version: number; fromLanguage: Language; language: Language; untranslated: number }) {
  const copied = `copied from ${locale} v${version}`;
  if (fromLanguage === language) return `${copied}, in ${language}`;
  const left = untranslated === 0 ? "every text translated" : `${untranslated} ${untranslated === 1 ? "text" : "texts"} not translated`;
  return `${copied}, ${fromLanguage} → ${language}, ${left}`;
}

/**
 * A page's versions, newest first, each with what it changed; with `after`, only the versions saved after that
 * one (which is still read, to say what the first of them changed).
 */
export async function pageHistory(ctx: AdminContext, pageId: number, after?: number): Promise<ResponseOf<"adminPageHistory">> {
  const page = await findPage(ctx.db, pageId);
  const versions = await allVersions(ctx.db, pageId, after);
  const list = versions.map((entry, index) => ({
    version: entry.version,
    author: entry.author,
    createdAt: entry.createdAt.toISOString(),
    changes: describeChanges(versions[index - 1]?.document ?? null, entry.document),
    origin: entry.origin,
  }));
  const shown = after === undefined ? list : list.filter((entry) => entry.version > after);
  return { publishedVersion: page.publishedVersion, draftVersion: page.draftVersion, list: shown.reverse() };
}
