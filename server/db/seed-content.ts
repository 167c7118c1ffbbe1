import { and, eq, sql } from "drizzle-orm";
import { FixtureError, type Fixtures, type LoadedPageTemplate } from "./load-fixtures.js";
import { CURRENT_DOCUMENT_VERSION } from "../../schemas/pages/document.js";
import { LOCALES, type Language, type Site } from "../../schemas/site.js";
import { PageDocumentError, parsePageDocument } from "../pages/document.js";
import { prepareModule } from "../pages/prepare.js";
import type { Database } from "./connection.js";
import * as t from "./schema.js";
import { inSiteEnglish } from "../../rules/regional/spelling.js";
import { openingHoursText } from "../../rules/regional/opening-hours.js";

type Selector = "all" | readonly string[];
const appliesTo = (selector: Selector, site: Site) => selector === "all" || selector.includes(site.locale);

type OnlySites = { $onlySites: string[] };
const hasOnlySites = (item: unknown): item is OnlySites =>
  typeof item === "object" && item !== null && Array.isArray((item as Partial<OnlySites>).$onlySites);
const withoutOnlySites = ({ $onlySites: _sites, ...item }: OnlySites) => item;

/**
 * Fills a fixture value for one site: `{"$t": {...}}` becomes the site's text, {placeholders} its values, and
 * array items marked `"$onlySites"` stay on the sites they name. English says "maths" where British English is spoken.
 */
export function localizeFixture(value: unknown, language: Language, site: Site): unknown {
  if (typeof value === "string") {
    // Each value is worked out only for a placeholder that asks for it: formatting the opening hours is slow.
    const values: Record<string, () => string> = {
      school: () => site.schoolName,
      region: () => site.names[language],
      phone: () => site.contact.phone,
      email: () => site.contact.email,
      workingTime: () => openingHoursText(site.contact.workingHours, language),
      language: () => language,
    };
    return value.replace(/\{(school|region|phone|email|workingTime|language)\}/g, (_, key: string) => values[key]!());
  }
  if (Array.isArray(value)) {
    return value
      .filter((item) => !hasOnlySites(item) || item.$onlySites.includes(site.locale))
      .map((item) => localizeFixture(hasOnlySites(item) ? withoutOnlySites(item) : item, language, site));
  }
  if (value && typeof value === "object") {
    if ("$t" in value) {
      const text = (value as { $t: Record<Language, string> }).$t[language];
      return localizeFixture(language === "en" ? inSiteEnglish(text, site) : text, language, site);
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, localizeFixture(child, language, site)]));
  }
  return value;
}

/** A teacher's title and introduction, written in their site's language, in its usage of English ("maths"). */
export function inTeachersSiteEnglish<T extends { locale: string; title: string; intro: string }>(teacher: T, sites: readonly Site[]): T {
  const site = sites.find((candidate) => candidate.locale === teacher.locale);
  if (!site || site.defaultLanguage !== "en") return teacher;
  return { ...teacher, title: inSiteEnglish(teacher.title, site), intro: inSiteEnglish(teacher.intro, site) };
}

/**
 * Module ids of seeded pages: stable for a site, template, path and position, and clear of the ids the
 * editors' tool hands out (SPEC has none; ours start above 100,000,000).
 */
export function seededModuleId(site: Site, templateId: number, pathIndex: number, moduleIndex: number): number {
  return (LOCALES.indexOf(site.locale) + 1) * 1_000_000 + templateId * 1_000 + pathIndex * 100 + moduleIndex + 1;
}

/** A page template's document for a site in one of its languages, its modules without ids. */
export function templateDocument(template: LoadedPageTemplate, site: Site, language: Language, version: "published" | "draft" = "published") {
  const text = (value: unknown) => (value === undefined ? undefined : localizeFixture(value, language, site));
  const modules = version === "draft" && template.draft ? template.draft.modules : template.modules;
  return {
    schemaVersion: CURRENT_DOCUMENT_VERSION,
    title: text(version === "draft" ? (template.draft?.title ?? template.title) : template.title) as string,
    keywords: text(template.keywords) as string | undefined,
    description: text(template.description) as string | undefined,
    ...(template.config ? { config: template.config } : {}),
    modules: modules.map((module) => ({ type: module.componentType, content: localizeFixture(module, language, site) })),
  };
}

function buildDocument(template: LoadedPageTemplate, site: Site, pathIndex: number, version: "published" | "draft"): unknown {
  const document = templateDocument(template, site, site.defaultLanguage, version);
  return { ...document, modules: document.modules.map((module, index) => ({ id: seededModuleId(site, template.id, pathIndex, index), ...module })) };
}

/** A seeded document must be publishable: the error names the file, site, module and field. */
function checkedDocument(template: LoadedPageTemplate, site: Site, document: unknown) {
  try {
    const parsed = parsePageDocument(document);
    const problem = parsed.modules.map(prepareModule).find((module) => module.problem);
    if (problem) throw new PageDocumentError(`module ${problem.id} (${problem.componentName}): ${problem.problem}`);
    return parsed;
  } catch (error) {
    if (error instanceof PageDocumentError) throw new FixtureError(`fixtures/${template.file}: site ${site.locale}: ${error.message}`);
    throw error;
  }
}

/**
 * Builder content from fixtures: website settings, site modules, ads, short links and pages (published,
 * plus a draft where the template has one). A page that already exists is left alone.
 */
export async function seedContent(db: Database, fixtures: Fixtures, sites: readonly Site[]): Promise<void> {
  await db
    .insert(t.siteSettings)
    .values(
      sites.flatMap((site) => {
        const settings = fixtures["website.json"].find((candidate) => candidate.locale === site.locale);
        if (!settings) return [];
        const shell = localizeFixture(fixtures["site-shell.json"], site.defaultLanguage, site) as Fixtures["site-shell.json"];
        return [{ ...settings, shell }];
      }),
    )
    .onConflictDoNothing();
  await db.insert(t.shortLinks).values(fixtures["short-links.json"]).onConflictDoNothing();

  const siteModuleRows = sites.flatMap((site) =>
    fixtures["site-modules.json"]
      .filter((entry) => appliesTo(entry.sites, site))
      .map((entry, index) => {
        const module = localizeFixture(entry.module, site.defaultLanguage, site) as { componentType: number };
        return {
          id: 900_000_000 + (LOCALES.indexOf(site.locale) + 1) * 1_000 + index,
          locale: site.locale,
          pathPrefix: entry.pathPrefix ?? null,
          sort: index,
          module: { type: module.componentType, content: module },
          publishedVersion: 1,
        };
      }),
  );
  if (siteModuleRows.length) {
    // The rows inserted now (not those kept) get their version 1, the one live.
    const inserted = await db
      .insert(t.siteModules)
      .values(siteModuleRows)
      .onConflictDoNothing()
      .returning({ moduleId: t.siteModules.id, componentData: sql<Record<string, unknown>>`${t.siteModules.module}->'content'->'componentData'` });
    if (inserted.length) await db.insert(t.navigationVersions).values(inserted.map((row) => ({ ...row, version: 1, author: "seed" })));
  }

  const existingResources = await db.select({ id: t.resources.id }).from(t.resources).limit(1);
  if (existingResources.length === 0) {
    const resourceRows = sites.flatMap((site) =>
      fixtures["resources.json"]
        .filter((entry) => appliesTo(entry.sites, site))
        .map(({ sites: _sites, src, ...entry }, sort) => ({
          ...entry,
          src: localizeFixture(src, site.defaultLanguage, site) as string,
          locale: site.locale,
          sort,
        })),
    );
    if (resourceRows.length) await db.insert(t.resources).values(resourceRows);
  }

  for (const template of fixtures.pages) {
    for (const site of sites.filter((candidate) => appliesTo(template.sites, candidate))) {
      for (const [pathIndex, path] of template.paths.entries()) {
        const [page] = await db
          .insert(t.pages)
          .values({ locale: site.locale, path })
          .onConflictDoNothing()
          .returning({ id: t.pages.id });
        if (!page) continue;
        const published = checkedDocument(template, site, buildDocument(template, site, pathIndex, "published"));
        await db.insert(t.pageVersions).values({ pageId: page.id, version: 1, document: published, author: "fixtures" });
        await db.insert(t.publishedModules).values(published.modules.map((module) => ({ id: module.id, pageId: page.id, module })));
        let draftVersion = 1;
        if (template.draft) {
          const draft = checkedDocument(template, site, buildDocument(template, site, pathIndex, "draft"));
          await db.insert(t.pageVersions).values({ pageId: page.id, version: 2, document: draft, author: "fixtures" });
          draftVersion = 2;
        }
        await db
          .update(t.pages)
          .set({ publishedVersion: 1, draftVersion })
          .where(and(eq(t.pages.id, page.id), eq(t.pages.locale, site.locale)));
      }
    }
  }
}
