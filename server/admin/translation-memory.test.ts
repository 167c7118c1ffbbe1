import { describe, expect, it } from "vitest";
import sitesFixture from "../../fixtures/sites.json";
import type { Language } from "../../schemas/site.js";
import { parseFixture, type LoadedPageTemplate } from "../db/load-fixtures.js";
import {
  copiedDocument,
  demoTextsByLanguage,
  demoTranslationMemory,
  languageOfTexts,
  memoryFrom,
  pairTexts,
  translateDocument,
} from "./translation-memory.js";

const sites = parseFixture("sites.json", sitesFixture);
const site = (locale: string) => sites.find((candidate) => candidate.locale === locale)!;
const [us, uk, jp] = [site("us"), site("uk"), site("jp")];

const texts = (en: string, ja: string) => ({ $t: { en, ja, fr: `${en} (fr)`, ko: `${en} (ko)`, "zh-Hans": `${en} (zh-Hans)`, "zh-Hant": `${en} (zh-Hant)` } });
const banner = (headline: unknown, subline: unknown) => ({ componentName: "TopBanner", componentType: 66, componentData: { headline, subline, image: "/images/a.png" } });
const richText = (html: string) => ({ type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html } } });

const template: LoadedPageTemplate = {
  id: 900,
  file: "pages/test.json",
  paths: ["/test"],
  sites: "all",
  title: texts("{school} | Math classes", "{school} | 算数教室"),
  modules: [banner(texts("Math that makes sense", "わかる数学"), "Call {phone} or write to {email}")],
  draft: { modules: [banner(texts("Spring term", "春学期"), "Mathwise")] },
};

describe("pairTexts", () => {
  it("pairs the texts at the same places, leaving out empty ones", () => {
    const source = { title: "Home", description: "", modules: [richText("<p>Hello</p>")] };
    const target = { title: "ホーム", description: "", modules: [richText("<p>こんにちは</p>")] };
    expect(pairTexts(source, target)).toEqual([
      ["Home", "ホーム"],
      ["<p>Hello</p>", "<p>こんにちは</p>"],
    ]);
  });

  it("pairs nothing when the two are not laid out alike", () => {
    expect(pairTexts({ title: "Home", modules: [richText("<p>Hello</p>")] }, { title: "ホーム", modules: [] })).toEqual([]);
  });
});

describe("memoryFrom", () => {
  it("keeps the translation a text has most often, the first on a tie, and texts that read the same", () => {
    const memory = memoryFrom([
      ["Contact", "連絡先"],
      ["Contact", "お問い合わせ"],
      ["Contact", "お問い合わせ"],
      ["FAQ", "よくある質問"],
      ["FAQ", "FAQ"],
      ["Mathwise", "Mathwise"],
    ]);
    expect(Object.fromEntries(memory)).toEqual({ Contact: "お問い合わせ", FAQ: "よくある質問", Mathwise: "Mathwise" });
  });
});

describe("languageOfTexts", () => {
  const known = new Map<Language, Set<string>>([
    ["ja", new Set(["ようこそ", "春学期"])],
    ["en", new Set(["Welcome", "Spring term", "Fees"])],
  ]);

  it("is the language whose demo texts the page shares most", () => {
    expect(languageOfTexts(["Welcome", "Fees", "ようこそ", "typed by hand"], known, "ja")).toBe("en");
  });

  it("is the default language when the page shares none, or as many with another", () => {
    expect(languageOfTexts(["typed by hand"], known, "ja")).toBe("ja");
    expect(languageOfTexts(["Welcome", "ようこそ"], known, "ja")).toBe("ja");
  });

  it("does not count empty texts", () => {
    const withEmpty = new Map<Language, Set<string>>([...known, ["fr", new Set([""])]]);
    expect(languageOfTexts(["", "", "Welcome"], withEmpty, "ja")).toBe("en");
  });
});

describe("translateDocument", () => {
  it("replaces the texts the memory has and counts those it has not, empty ones aside", () => {
    const memory = new Map([
      ["Home", "ホーム"],
      ["<p>Hello</p>", "<p>こんにちは</p>"],
    ]);
    const document = { title: "Home", keywords: "", modules: [richText("<p>Hello</p>"), richText("<p>Typed by hand</p>")] };
    expect(translateDocument(document, memory)).toEqual({
      document: { title: "ホーム", keywords: "", modules: [richText("<p>こんにちは</p>"), richText("<p>Typed by hand</p>")] },
      translated: 2,
      untranslated: 1,
    });
  });
});

describe("demoTranslationMemory", () => {
  it("turns one site's texts in its language into another site's in another, with that site's name, phone and e-mail", () => {
    const memory = demoTranslationMemory([template], { site: us, language: "en" }, { site: jp, language: "ja" });
    expect(Object.fromEntries(memory)).toEqual({
      "Mathwise Academy United States | Math classes": "Mathwise Academy Japan | 算数教室",
      "Math that makes sense": "わかる数学",
      [`Call ${us.contact.phone} or write to ${us.contact.email}`]: `Call ${jp.contact.phone} or write to ${jp.contact.email}`,
      "Spring term": "春学期",
      Mathwise: "Mathwise",
    });
  });

  it("writes a site's own English (maths) in a copy in the same language", () => {
    const memory = demoTranslationMemory([template], { site: us, language: "en" }, { site: uk, language: "en" });
    expect(memory.get("Math that makes sense")).toBe("Maths that makes sense");
  });
});

describe("copiedDocument", () => {
  const page = { title: "Mathwise Academy United States | Math classes", modules: [richText("<p>Typed by hand</p>")] };

  it("counts what the demo content translated and what it did not", () => {
    expect(copiedDocument(page, [template], { site: us, language: "en" }, { site: jp, language: "ja" })).toEqual({
      document: { title: "Mathwise Academy Japan | 算数教室", modules: [richText("<p>Typed by hand</p>")] },
      translated: 1,
      untranslated: 1,
    });
  });

  it("counts nothing in the page's own language, and still gives the target site's name", () => {
    expect(copiedDocument(page, [template], { site: us, language: "en" }, { site: uk, language: "en" })).toEqual({
      document: { title: "Mathwise Academy United Kingdom | Maths classes", modules: [richText("<p>Typed by hand</p>")] },
      translated: 0,
      untranslated: 0,
    });
  });
});

describe("demoTextsByLanguage", () => {
  it("has the demo texts as the site writes them in each of its languages", () => {
    const known = demoTextsByLanguage([template], jp);
    expect([...known.keys()]).toEqual(jp.languages);
    expect(known.get("ja")).toContain("わかる数学");
    expect(known.get("en")).toContain("Math that makes sense");
    expect(known.get("ja")).toContain("Mathwise Academy Japan | 算数教室");
  });
});
