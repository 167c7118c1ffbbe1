import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "./origin-check.js";

describe("isCrossSiteRequest", () => {
  it("trusts the browser's Sec-Fetch-Site", () => {
    expect(isCrossSiteRequest({ secFetchSite: "cross-site", host: "us.localhost" })).toBe(true);
    expect(isCrossSiteRequest({ secFetchSite: "same-origin", host: "us.localhost" })).toBe(false);
    expect(isCrossSiteRequest({ secFetchSite: "same-site", host: "us.localhost" })).toBe(false);
    expect(isCrossSiteRequest({ secFetchSite: "none", host: "us.localhost" })).toBe(false);
  });

  it("compares Origin with Host when Sec-Fetch-Site is absent", () => {
    expect(isCrossSiteRequest({ origin: "http://us.localhost:3000", host: "us.localhost:3000" })).toBe(false);
    expect(isCrossSiteRequest({ origin: "https://evil.example", host: "us.localhost:3000" })).toBe(true);
    expect(isCrossSiteRequest({ origin: "null", host: "us.localhost:3000" })).toBe(true);
  });

  it("lets non-browser clients through", () => {
    expect(isCrossSiteRequest({ host: "us.localhost:3000" })).toBe(false);
  });
});
