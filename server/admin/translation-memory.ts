import type { Language, Site } from "../../schemas/site.js";
import type { LoadedPageTemplate } from "../db/load-fixtures.js";
import { templateDocument } from "../db/seed-content.js";
import { documentTexts, mapDocumentTexts, type DocumentWithTexts } from "./schema-texts.js";

/**
 * What the project knows of how a text reads in another language and site: the demo content's texts (fixtures/pages),
 * each as one site writes it in one language, against the same text as another site writes it in another.
 */
export type TranslationMemory = ReadonlyMap<string, string>;

/** A site writing in one of its languages. */
export interface SiteLanguage {
  site: Site;
  language: Language;
}

/** The texts at the same places of two localizations of one document; none when they are not laid out alike. */
export function pairTexts(source: DocumentWithTexts, target: DocumentWithTexts): [string, string][] {
  const sourceTexts = documentTexts(source);
  const targetTexts = documentTexts(target);
  if (sourceTexts.length !== targetTexts.length) return [];
  return sourceTexts.flatMap((text, index): [string, string][] => (text.trim() === "" ? [] : [[text, targetTexts[index]!]]));
}

/**
 * A memory from pairs of texts. A text that reads the same in both is kept too: the demo content says it needs no
 * translation (a name, a brand). A text paired with several others gets the one it is paired with most, the first on a tie.
 */
export function memoryFrom(pairs: Iterable<readonly [string, string]>): TranslationMemory {
  const counts = new Map<string, Map<string, number>>();
  for (const [source, target] of pairs) {
    const targets = counts.get(source) ?? new Map<string, number>();
    targets.set(target, (targets.get(target) ?? 0) + 1);
    counts.set(source, targets);
  }
  return new Map(
    [...counts].map(([source, targets]) => {
      const [best] = [...targets].reduce((kept, entry) => (entry[1] > kept[1] ? entry : kept));
      return [source, best];
    }),
  );
}

/**
 * The language a document's texts are in: among the site's languages, the one whose demo texts it shares most
 * (`known`, in the site's order), the default language on a tie or when it shares none.
 */
export function languageOfTexts(texts: readonly string[], known: ReadonlyMap<Language, ReadonlySet<string>>, defaultLanguage: Language): Language {
  const words = texts.filter((text) => text.trim() !== "");
  const matchesIn = (language: Language) => words.filter((text) => known.get(language)?.has(text)).length;
  let best = { language: defaultLanguage, matches: matchesIn(defaultLanguage) };
  for (const language of known.keys()) {
    const matches = matchesIn(language);
    if (matches > best.matches) best = { language, matches };
  }
  return best.language;
}

/** A document turned into another language through the memory, and how many of its texts the memory had (empty ones are no texts). */
export function translateDocument<Document extends DocumentWithTexts>(document: Document, memory: TranslationMemory) {
  let translated = 0;
  let untranslated = 0;
  const result = mapDocumentTexts(document, (text) => {
    if (text.trim() === "") return text;
    const translation = memory.get(text);
    if (translation === undefined) {
      untranslated += 1;
      return text;
    }
    translated += 1;
    return translation;
  });
  return { document: result, translated, untranslated };
}

/** Every page template of the demo content (published and draft) as a site writes it in a language, in one order. */
function demoDocuments(templates: readonly LoadedPageTemplate[], { site, language }: SiteLanguage): DocumentWithTexts[] {
  return templates.flatMap((template) => [
    templateDocument(template, site, language),
    ...(template.draft ? [templateDocument(template, site, language, "draft")] : []),
  ]);
}

/** The memory from one site's language to another's (or the same language), built from the demo content. */
export function demoTranslationMemory(templates: readonly LoadedPageTemplate[], from: SiteLanguage, to: SiteLanguage): TranslationMemory {
  const targets = demoDocuments(templates, to);
  return memoryFrom(demoDocuments(templates, from).flatMap((source, index) => pairTexts(source, targets[index]!)));
}

/**
 * A document as its copy for another site in a language reads: every text the demo content has, made the target's.
 * A copy in the document's own language has nothing to translate, so nothing is counted; its texts still become
 * the target site's where the demo content has them (school name, phone, e-mail, spelling).
 */
export function copiedDocument<Document extends DocumentWithTexts>(
  document: Document,
  templates: readonly LoadedPageTemplate[],
  from: SiteLanguage,
  to: SiteLanguage,
) {
  const translation = translateDocument(document, demoTranslationMemory(templates, from, to));
  return from.language === to.language ? { ...translation, translated: 0, untranslated: 0 } : translation;
}

/** The demo content's texts as the site writes them, by each of its languages (in the site's order). */
export function demoTextsByLanguage(templates: readonly LoadedPageTemplate[], site: Site): Map<Language, Set<string>> {
  return new Map(site.languages.map((language) => [language, new Set(demoDocuments(templates, { site, language }).flatMap(documentTexts))]));
}
