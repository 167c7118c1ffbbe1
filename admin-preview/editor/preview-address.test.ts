import { describe, expect, it } from "vitest";
import { previewAddress, previewHostFor, siteOrigin } from "./preview-address.js";

const ukHosts = ["uk.mathwise.example", "uk.localhost"];

describe("previewHostFor", () => {
  it("picks the page's host most like the tool's own", () => {
    expect(previewHostFor(ukHosts, "localhost")).toBe("uk.localhost");
    expect(previewHostFor(ukHosts, "us.localhost")).toBe("uk.localhost");
    expect(previewHostFor(ukHosts, "us.mathwise.example")).toBe("uk.mathwise.example");
    expect(previewHostFor(ukHosts, "UK.LOCALHOST")).toBe("uk.localhost");
  });

  it("falls back to the site's first host, and to none without hosts", () => {
    expect(previewHostFor(ukHosts, "admin.elsewhere.test")).toBe("uk.mathwise.example");
    expect(previewHostFor([], "localhost")).toBeUndefined();
  });
});

describe("preview addresses", () => {
  it("keep the tool's scheme and port with the page's host", () => {
    expect(siteOrigin("http://localhost:3000/admin/pages/7", "uk.localhost")).toBe("http://uk.localhost:3000");
    expect(siteOrigin("https://us.mathwise.example/admin/pages/7", "uk.mathwise.example")).toBe("https://uk.mathwise.example");
    expect(previewAddress("http://uk.localhost:51234/admin/pages/7?x=1", { host: "uk.localhost", url: "/open-day?viewModel=preview&previewSign=2.1.abc" })).toBe(
      "http://uk.localhost:51234/open-day?viewModel=preview&previewSign=2.1.abc",
    );
  });
});
