import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../schemas/site.js";
import { resources } from "./resources.js";

/** Every key path of a nested translation object, as "a.b.c". */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe("translations", () => {
  const english = keyPaths(resources.en).sort();

  it.each(LANGUAGES.filter((language) => language !== "en"))("%s has every English key and no other", (language) => {
    expect(keyPaths(resources[language]).sort()).toEqual(english);
  });

  it.each(LANGUAGES)("%s has no empty text", (language) => {
    const flat = keyPaths(resources[language]).map((path) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resources[language]),
    );
    for (const text of flat) expect(typeof text === "string" && text.trim().length > 0).toBe(true);
  });
});
