import { describe, expect, it } from "vitest";
import { ATTRIBUTION_KEYS, mergeAttribution, readAttribution } from "./attribution.js";

describe("ATTRIBUTION_KEYS", () => {
  it("lists the session values a link can carry", () => {
    expect(ATTRIBUTION_KEYS).toEqual([
      "source", "utm_source", "utm_medium", "utm_campaign", "external_user_id", "corp_id",
      "source_id", "source_type", "event_type", "event_id", "scene",
    ]);
  });
});

describe("readAttribution", () => {
  it("keeps only the known keys that are present", () => {
    const params = new URLSearchParams("utm_source=google&utm_medium=cpc&fromPage=x&isNewUser=1&price=9&scene=");
    expect(readAttribution(params)).toEqual({ utm_source: "google", utm_medium: "cpc" });
  });

  it("reads every key from a query string", () => {
    const query = ATTRIBUTION_KEYS.map((key, index) => `${key}=v${index}`).join("&");
    const result = readAttribution(`?${query}`);
    expect(Object.keys(result)).toEqual([...ATTRIBUTION_KEYS]);
    expect(result.scene).toBe("v10");
  });

  it("trims values and leaves out blank ones", () => {
    expect(readAttribution("source=%20%20wechat%20&corp_id=%20%20&event_id=")).toEqual({ source: "wechat" });
  });

  it("cuts values to 200 characters without splitting a character", () => {
    expect(readAttribution(`utm_campaign=${"a".repeat(500)}`).utm_campaign).toHaveLength(200);
    const emoji = readAttribution(`utm_campaign=${encodeURIComponent("😀".repeat(201))}`).utm_campaign!;
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji).toBe("😀".repeat(200));
  });

  it("takes the first value of a repeated key", () => {
    expect(readAttribution("utm_source=a&utm_source=b")).toEqual({ utm_source: "a" });
  });
});

describe("mergeAttribution", () => {
  it("lets the landing link's values win and keeps the others", () => {
    const stored = { utm_source: "facebook", utm_campaign: "spring", corp_id: "c1" };
    expect(mergeAttribution(stored, { utm_source: "google", utm_medium: "cpc" })).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      corp_id: "c1",
    });
  });

  it("keeps what is stored when the landing carries nothing", () => {
    expect(mergeAttribution({ source: "app" }, {})).toEqual({ source: "app" });
    expect(mergeAttribution(null, { source: "app" })).toEqual({ source: "app" });
    expect(mergeAttribution(undefined, {})).toEqual({});
  });

  it("drops unknown keys and unusable stored values", () => {
    const stored = { source: 42, scene: "  ", isNewUser: "1", utm_source: " mail ", event_id: "x".repeat(300) };
    expect(mergeAttribution(stored, {})).toEqual({ utm_source: "mail", event_id: "x".repeat(200) });
  });
});
