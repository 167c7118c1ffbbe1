import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../schemas/site.js";
import { ADMIN_NAMESPACES, adminResources } from "./admin-resources.js";
import { MESSAGES_NAMESPACE, messagesResources } from "./messages-resources.js";
import { commerceResources } from "./commerce-resources.js";
import { learningResources } from "./learning-resources.js";
import { resources } from "./resources.js";
import { englishWords } from "../tests/helpers/english-words.js";

/** Every key path of a nested translation object, as "a.b.c". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = {
  translation: resources,
  commerce: commerceResources,
  learning: learningResources,
  [MESSAGES_NAMESPACE]: messagesResources,
  ...Object.fromEntries(
    ADMIN_NAMESPACES.map((namespace) => [
      namespace,
      Object.fromEntries(LANGUAGES.map((language) => [language, adminResources[language][namespace]])),
    ]),
  ),
} as Record<string, Record<Language, unknown>>;

describe("englishWords, the leak detector of these and the browser's checks", () => {
  it("finds Latin words on Asian pages and English-only words on French ones, not kept names or addresses", () => {
    expect(englishWords("無料でSign inする", "ja")).toEqual(["Sign", "in"]);
    expect(englishWords("Appleでログイン、PDFを開く、mei@example.com、/courses/list", "ja")).toEqual([]);
    expect(englishWords("Voir the courses", "fr")).toEqual(["the"]);
    expect(englishWords("Des maths avec Mathwise en ligne", "fr")).toEqual([]);
    expect(englishWords("Sign in", "en")).toEqual([]);
  });
});

describe.each(Object.keys(namespaces))("translations of %s", (namespace) => {
  const texts = namespaces[namespace]!;
  const english = keyPaths(texts.en).sort();

  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other", (language) => {
    expect(keyPaths(texts[language]).sort()).toEqual(english);
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))("%s is not English where it should not be", (language) => {
    const leaks = keyPaths(texts[language]).flatMap((path) => {
      const text = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[language]);
      // Placeholders and the markup of <Trans> components are not shown as written.
      const shown = String(text).replace(/\{\{[^}]*\}\}|<\/?[\w]+>|\$t\([^)]*\)/g, " ");
      const words = englishWords(shown, language);
      return words.length ? [`${path}: ${words.join(" ")}`] : [];
    });
    expect(leaks).toEqual([]);
  });

  it.each(LANGUAGES)("%s has no empty text", (language) => {
    const flat = keyPaths(texts[language]).map((path) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[language]),
    );
    for (const text of flat) expect(typeof text === "string" && text.trim().length > 0).toBe(true);
  });
});
