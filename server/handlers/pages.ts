import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { PageModule } from "../../schemas/pages/document.js";
import type { Site } from "../../schemas/site.js";
import { pages, pageVersions, publishedModules, siteModules, siteSettings } from "../db/schema.js";
import { prepareModule } from "../pages/prepare.js";
import { shellForSite } from "../pages/site-shell.js";
import { previewVersionOf } from "../pages/preview-access.js";
import { modulePreviewPath } from "../pages/preview-sign.js";
import { withNavigationPreview } from "../pages/navigation-preview.js";
import { loadPage } from "../pages/published-pages.js";
import { findPublishedPageById, findVersion, findVersionWithModule } from "../pages/store.js";
import type { HandlerContext, Handlers } from "../service/context.js";

type PageCall =
  | "queryPageAlternates"
  | "querySitePages"
  | "queryPageConfig"
  | "querySiteData"
  | "queryPageData"
  | "queryPagePreviewData"
  | "queryModulePreviewData"
  | "queryPageById"
  | "queryPageModule";

function siteOfHost(host: string, ctx: HandlerContext): Site {
  const site = ctx.sites.forHost(host);
  if (!site) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `No site serves ${host}`);
  return site;
}

function settingsOf(site: Site, ctx: HandlerContext) {
  return ctx.pages.remember(site.locale, "settings", async () => {
    const [settings] = await ctx.db.select().from(siteSettings).where(eq(siteSettings.locale, site.locale));
    if (!settings) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, `Site ${site.locale} has no website settings`);
    return settings;
  });
}

export const pageHandlers: Handlers<PageCall> = {
  queryPageConfig: async ({ host, path }, ctx) => {
    const site = siteOfHost(host, ctx);
    const [settings, loaded] = await Promise.all([settingsOf(site, ctx), ctx.pages.find(site.locale, path)]);
    const stored = loaded?.config;
    return {
      config: { layout: stored?.layout ?? "default", headerType: stored?.headerType ?? settings.headerType },
      isDefault: stored === undefined,
    };
  },

  querySiteData: async ({ host, path, navigationSign }, ctx) => {
    const site = siteOfHost(host, ctx);
    const [settings, liveModules] = await Promise.all([
      settingsOf(site, ctx),
      ctx.pages.remember(site.locale, `site-modules|${path}`, async () => {
        const rows = await ctx.db
          .select()
          .from(siteModules)
          .where(
            and(
              eq(siteModules.locale, site.locale),
              or(isNull(siteModules.pathPrefix), sql`${path} like ${siteModules.pathPrefix} || '%'`),
            ),
          )
          .orderBy(asc(siteModules.sort), asc(siteModules.id));
        return rows.map((row) => prepareModule({ id: row.id, ...(row.module as Omit<PageModule, "id">) }));
      }),
    ]);
    const publishedPaths = await ctx.pages.remember(site.locale, "published-paths", async () => {
      const rows = await ctx.db
        .select({ path: pages.path })
        .from(pages)
        .where(and(eq(pages.locale, site.locale), isNotNull(pages.publishedVersion)));
      return new Set(rows.map((row) => row.path));
    });
    const modules = navigationSign ? await withNavigationPreview(ctx, { site, host, sign: navigationSign }, liveModules) : { siteModuleList: liveModules };
    return {
      isMain: settings.isMain,
      ...modules,
      configs: {
        headerType: settings.headerType,
        logo: settings.logo,
        whiteLogo: settings.whiteLogo,
        shell: shellForSite(site, settings.shell, publishedPaths, ctx.text),
      },
    };
  },

  queryPageData: async ({ host, path }, ctx) => {
    const site = siteOfHost(host, ctx);
    const loaded = await ctx.pages.find(site.locale, path);
    if (!loaded) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This page could not be found");
    return { page: loaded.page };
  },

  queryPagePreviewData: async ({ host, path, previewSign, editorOrigin }, ctx) => {
    const site = siteOfHost(host, ctx);
    const version = previewVersionOf(ctx, { host, path, sign: previewSign, editorOrigin });
    const row = await findVersion(ctx.db, site.locale, path, version);
    if (!row) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This draft no longer exists");
    const live = (await ctx.pages.find(site.locale, path))?.page.version === version;
    return { page: loadPage(row).page, live };
  },

  queryModulePreviewData: async ({ host, moduleId, previewSign }, ctx) => {
    const site = siteOfHost(host, ctx);
    const version = previewVersionOf(ctx, { host, path: modulePreviewPath(moduleId), sign: previewSign });
    const row = await findVersionWithModule(ctx.db, site.locale, moduleId, version);
    const module = row && loadPage(row).page.modules.find((candidate) => candidate.id === moduleId);
    if (!module) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This draft no longer exists");
    return { module };
  },

  queryPageById: async ({ id }, ctx) => {
    const row = await findPublishedPageById(ctx.db, id);
    const site = row && ctx.sites.forLocale(row.locale);
    if (!row || !site) throw new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "This page could not be found");
    return { path: row.path, hosts: site.hosts };
  },

  queryPageAlternates: async ({ path }, ctx) => {
    const publishing = await ctx.pages.remember("*", `alternates|${path}`, async () => {
      const rows = await ctx.db
        .select({ locale: pages.locale })
        .from(pages)
        .where(and(eq(pages.path, path), isNotNull(pages.publishedVersion)));
      return new Set(rows.map((row) => row.locale));
    });
    return {
      list: ctx.sites
        .all()
        .filter((site) => publishing.has(site.locale))
        .map((site) => ({ locale: site.locale, hosts: site.hosts, language: site.defaultLanguage, countryCode: site.countryCode })),
    };
  },

  querySitePages: async ({ host }, ctx) => {
    const site = siteOfHost(host, ctx);
    const rows = await ctx.db
      .select({ path: pages.path, updatedAt: pageVersions.createdAt })
      .from(pages)
      .innerJoin(pageVersions, and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, pages.publishedVersion)))
      .where(eq(pages.locale, site.locale))
      .orderBy(asc(pages.path));
    return { list: rows.map((row) => ({ path: row.path, updatedAt: row.updatedAt.toISOString() })) };
  },

  queryPageModule: async ({ moduleIdList }, ctx) => {
    const rows = await ctx.db
      .select({ module: publishedModules.module })
      .from(publishedModules)
      .innerJoin(pages, eq(pages.id, publishedModules.pageId))
      .where(and(inArray(publishedModules.id, moduleIdList), eq(pages.locale, ctx.site().locale)));
    // Stored at publish, already checked against the current document schema.
    const byId = new Map(rows.map((row) => [(row.module as PageModule).id, row.module as PageModule]));
    return {
      moduleList: moduleIdList
        .map((id) => byId.get(id))
        .filter((module): module is PageModule => module !== undefined)
        .map(prepareModule),
    };
  },
};
