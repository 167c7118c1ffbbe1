import { describe, expect, it } from "vitest";
import type { Site } from "../../schemas/site.js";
import { negotiateLanguage } from "./language.js";

const site = (languages: Site["languages"]) => ({ languages, defaultLanguage: languages[0]! }) as Site;

describe("negotiateLanguage", () => {
  it("takes the first wanted language the site offers", () => {
    expect(negotiateLanguage("fr-CA,fr;q=0.9,en;q=0.8", site(["en", "fr"]))).toBe("fr");
    expect(negotiateLanguage("de,en;q=0.5", site(["ja", "en"]))).toBe("en");
  });

  it("maps Chinese tags to the right script", () => {
    expect(negotiateLanguage("zh-TW", site(["zh-Hant", "en"]))).toBe("zh-Hant");
    expect(negotiateLanguage("zh-HK,zh;q=0.8", site(["zh-Hant", "en"]))).toBe("zh-Hant");
    expect(negotiateLanguage("zh-CN", site(["en", "zh-Hans"]))).toBe("zh-Hans");
    // Simplified is not offered as Traditional: the site's default answers instead.
    expect(negotiateLanguage("zh-CN", site(["en", "zh-Hant"]))).toBe("en");
  });

  it("respects q-values and falls back to the site's default", () => {
    expect(negotiateLanguage("en;q=0.1,ko", site(["en", "ko"]))).toBe("ko");
    expect(negotiateLanguage(undefined, site(["ja", "en"]))).toBe("ja");
    expect(negotiateLanguage("de", site(["ko", "en"]))).toBe("ko");
  });
});
