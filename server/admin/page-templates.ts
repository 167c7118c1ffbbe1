import { ApiError, ErrorCode } from "../../api/errors.js";
import type { ResponseOf } from "../../schemas/api/contract.js";
import type { Language, Locale } from "../../schemas/site.js";
import { loadPageTemplates, type LoadedPageTemplate } from "../db/load-fixtures.js";
import { templateDocument } from "../db/seed-content.js";
import { siteOf, type AdminContext } from "./pages.js";

let templates: Promise<LoadedPageTemplate[]> | undefined;

/** Every page of the demo content (fixtures/pages). Read once per process; they change with a deploy. */
export function demoPageTemplates(): Promise<LoadedPageTemplate[]> {
  templates ??= loadPageTemplates().catch((error: unknown) => {
    // A failed read is tried again by the next call, not kept.
    templates = undefined;
    throw error;
  });
  return templates;
}

/**
 * The pages every site has in the demo content, offered as starting points for new pages: their modules, in any
 * of the site's languages.
 */
async function sharedTemplates(): Promise<LoadedPageTemplate[]> {
  return (await demoPageTemplates()).filter((template) => template.sites === "all");
}

export async function listPageTemplates(ctx: AdminContext, locale: Locale): Promise<ResponseOf<"adminPageTemplates">> {
  const site = siteOf(ctx, locale);
  const list = (await sharedTemplates()).map((template) => {
    const { title, modules } = templateDocument(template, site, site.defaultLanguage);
    return { id: template.id, title, path: template.paths[0]!, moduleCount: modules.length };
  });
  return { list: list.sort((a, b) => a.title.localeCompare(b.title)), languages: site.languages };
}

/** A template's content for a new page of the site, in one of its languages; 4000 names a template or language it does not have. */
export async function templateContent(ctx: AdminContext, locale: Locale, { id, language }: { id: number; language: Language }) {
  const site = siteOf(ctx, locale);
  const template = (await sharedTemplates()).find((candidate) => candidate.id === id);
  if (!template) throw new ApiError(ErrorCode.INVALID_INPUT, `template.id: there is no page template ${id}`);
  if (!site.languages.includes(language)) throw new ApiError(ErrorCode.INVALID_INPUT, `template.language: the ${locale} site has no ${language} pages`);
  const { keywords, description, modules, ...document } = templateDocument(template, site, language);
  return { ...document, keywords: keywords ?? "", description: description ?? "", modules };
}
