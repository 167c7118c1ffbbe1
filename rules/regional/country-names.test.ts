import { describe, expect, it } from "vitest";
import { countryName } from "./country-names.js";

describe("countryName", () => {
  it("names a country in the page's language", () => {
    expect(countryName("JP", "ja", "Japan")).toBe("日本");
    expect(countryName("JP", "fr", "Japan")).toBe("Japon");
    expect(countryName("KR", "ko", "South Korea")).toBe("대한민국");
    expect(countryName("US", "zh-Hans", "United States")).toBe("美国");
    expect(countryName("SG", "en", "Singapore")).toBe("Singapore");
  });

  it("falls back to the given name for a code or language the platform does not know", () => {
    expect(countryName("XX", "en", "Elsewhere")).toBe("Elsewhere");
    expect(countryName("JP", "not a language tag!", "Japan")).toBe("Japan");
  });
});
