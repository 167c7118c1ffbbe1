import { describe, expect, it } from "vitest";
import { visitorLanguage } from "./language.js";

const hk = { languages: ["zh-Hant", "en"] as const, defaultLanguage: "zh-Hant" as const };

describe("visitorLanguage", () => {
  it("answers in the chosen language when the site offers it", () => {
    expect(visitorLanguage({ ...hk, languages: [...hk.languages] }, "en")).toBe("en");
  });

  it("answers in the site's default without a choice, or with one the site does not offer", () => {
    const site = { ...hk, languages: [...hk.languages] };
    expect(visitorLanguage(site, undefined)).toBe("zh-Hant");
    expect(visitorLanguage(site, "fr")).toBe("zh-Hant");
    expect(visitorLanguage(site, "__proto__")).toBe("zh-Hant");
  });
});
