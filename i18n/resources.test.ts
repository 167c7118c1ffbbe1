import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../schemas/site.js";
import { ADMIN_NAMESPACES, adminResources } from "./admin-resources.js";
import { MESSAGES_NAMESPACE, messagesResources } from "./messages-resources.js";
import { resources } from "./resources.js";

/** Every key path of a nested translation object, as "a.b.c". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const namespaces = {
  translation: resources,
  [MESSAGES_NAMESPACE]: messagesResources,
  ...Object.fromEntries(
    ADMIN_NAMESPACES.map((namespace) => [
      namespace,
      Object.fromEntries(LANGUAGES.map((language) => [language, adminResources[language][namespace]])),
    ]),
  ),
} as Record<string, Record<Language, unknown>>;

describe.each(Object.keys(namespaces))("translations of %s", (namespace) => {
  const texts = namespaces[namespace]!;
  const english = keyPaths(texts.en).sort();

  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other", (language) => {
    expect(keyPaths(texts[language]).sort()).toEqual(english);
  });

  it.each(LANGUAGES)("%s has no empty text", (language) => {
    const flat = keyPaths(texts[language]).map((path) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts[language]),
    );
    for (const text of flat) expect(typeof text === "string" && text.trim().length > 0).toBe(true);
  });
});
