import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SITES, siteOf } from "../../tests/helpers/test-sites.js";
import { PROPER_NAMES, usesBritishEnglish } from "../../rules/regional/spelling.js";
import { loadAllFixtures } from "./load-fixtures.js";
import { inTeachersSiteEnglish, localizeFixture } from "./seed-content.js";
import { englishWords } from "../../tests/helpers/english-words.js";

describe("localizeFixture", () => {
  it("picks the language's text and fills the site's values", () => {
    const us = siteOf("us");
    expect(localizeFixture({ title: { $t: { en: "Call {phone}", fr: "Appelez le {phone}" } } }, "en", us)).toEqual({ title: `Call ${us.contact.phone}` });
  });

  it("keeps an item marked $onlySites on the sites it names, without the mark", () => {
    const links = [{ url: "/courses" }, { url: "/inperson", $onlySites: ["us", "uk"] }];
    expect(localizeFixture(links, "en", siteOf("us"))).toEqual([{ url: "/courses" }, { url: "/inperson" }]);
    expect(localizeFixture(links, "en", siteOf("jp"))).toEqual([{ url: "/courses" }]);
  });
});

describe("the seed content as each site shows it", () => {
  it("reads as written for that site, not as a template", { timeout: 30_000 }, async () => {
    const fixtures = await loadAllFixtures();
    const problems: string[] = [];
    for (const site of SITES) {
      for (const language of site.languages) {
        const pages = fixtures.pages.filter((template) => template.sites === "all" || template.sites.includes(site.locale));
        // What visitors read: identifiers, the editors' module titles and names that keep their spelling left out.
        const text = PROPER_NAMES.reduce(
          (rest, name) => rest.replaceAll(name, ""),
          JSON.stringify(localizeFixture([pages, fixtures["site-modules.json"]], language, site)).replace(/"(id|componentTitle)":"[^"]*"/g, ""),
        );
        const found = [/\w's families/, /de la région/, ...(language === "en" && usesBritishEnglish(site) ? [/\b[Mm]ath\b/] : [])]
          .map((pattern) => pattern.exec(text)?.[0])
          .filter(Boolean);
        if (found.length) problems.push(`${site.locale} (${language}): ${found.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** What visitors read of builder content: its text values, not identifiers, links, choices or editors' titles. */
function shownTexts(value: unknown, key = ""): string[] {
  const notShown =
    /^(id|componentTitle|componentName|sites|fields|employment|image|mobileImage|src|icon|locationKey|backgroundColor|kind|target|variant|align|layout|appKey|key|file|poster)$|(url|Url|link|Link|path|Path|type|Type)$/;
  if (typeof value === "string") return notShown.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => shownTexts(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([childKey, child]) => shownTexts(child, childKey));
  return [];
}

describe("the seed content in each site's other languages", () => {
  it("has no English where the language is not English (brands, the site's own names and addresses aside)", { timeout: 30_000 }, async () => {
    const fixtures = await loadAllFixtures();
    const leaks: string[] = [];
    for (const site of SITES) {
      const properNames = [
        site.schoolName,
        site.schoolSimplifyName,
        ...site.teachingPoints.flatMap((point) => [point.name, point.address]),
        ...fixtures["teachers.json"].filter((teacher) => teacher.locale === site.locale).map((teacher) => teacher.name),
      ];
      for (const language of site.languages.filter((candidate) => candidate !== "en")) {
        const pages = fixtures.pages.filter((template) => template.sites === "all" || template.sites.includes(site.locale));
        const shown = localizeFixture([pages.map((template) => [template.title, template.modules]), fixtures["site-modules.json"]], language, site);
        const words = new Set(shownTexts(shown).flatMap((text) => englishWords(text.replace(/<[^>]*>/g, " "), language, properNames)));
        if (words.size) leaks.push(`${site.locale} (${language}): ${[...words].slice(0, 12).join(" ")}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe("the seed's teachers", () => {
  it("are at least three on every site", async () => {
    const teachers = (await loadAllFixtures())["teachers.json"];
    for (const site of SITES) expect(teachers.filter((teacher) => teacher.locale === site.locale).length, site.locale).toBeGreaterThanOrEqual(3);
  });

  it("say maths on sites where British English is spoken", () => {
    const teacher = { locale: "uk", title: "Lead Math Teacher", intro: "Loves math." };
    expect(inTeachersSiteEnglish(teacher, SITES)).toEqual({ locale: "uk", title: "Lead Maths Teacher", intro: "Loves maths." });
    expect(inTeachersSiteEnglish({ ...teacher, locale: "us" }, SITES).title).toBe("Lead Math Teacher");
  });
});

describe("the seed's pictures", () => {
  it("exist in public/ for every site in each of its languages (ads in the site's own language)", { timeout: 30_000 }, async () => {
    const fixtures = await loadAllFixtures();
    const publicDir = join(import.meta.dirname, "..", "..", "public");
    const missing = new Set<string>();
    for (const site of SITES) {
      for (const language of site.languages) {
        const content = localizeFixture(
          [fixtures.pages, fixtures["site-modules.json"], fixtures["site-shell.json"], fixtures["resources.json"], fixtures["teachers.json"], fixtures["website.json"]],
          language,
          site,
        );
        for (const [path] of JSON.stringify(content).matchAll(/\/images\/[^"?#]+/g)) {
          if (!existsSync(join(publicDir, path))) missing.add(`${site.locale} (${language}): ${path}`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
