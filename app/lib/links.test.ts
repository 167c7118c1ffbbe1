import { describe, expect, it } from "vitest";
import { appendQuery, isSiteDocument } from "./links.js";

describe("appendQuery", () => {
  it("adds the visitor's query to a relative or absolute target", () => {
    expect(appendQuery("/level-test", "?a=1")).toBe("/level-test?a=1");
    expect(appendQuery("/courses?utm_source=x", "?a=1&b=2")).toBe("/courses?utm_source=x&a=1&b=2");
    expect(appendQuery("https://youth.example/cup?x=1", "?a=1")).toBe("https://youth.example/cup?x=1&a=1");
  });

  it("leaves the target alone without a query", () => {
    expect(appendQuery("/faq#refunds", "")).toBe("/faq#refunds");
  });

  it("keeps the fragment after the query", () => {
    expect(appendQuery("/faq#refunds", "?a=1")).toBe("/faq?a=1#refunds");
  });
});

describe("isSiteDocument", () => {
  it("accepts only PDFs under /files", () => {
    expect(isSiteDocument("/files/resources/parent-guide.pdf")).toBe(true);
    expect(isSiteDocument("/files/../secrets.pdf")).toBe(false);
    expect(isSiteDocument("https://evil.example/x.pdf")).toBe(false);
    expect(isSiteDocument("//evil.example/files/x.pdf")).toBe(false);
    expect(isSiteDocument("/files/notes.txt")).toBe(false);
    expect(isSiteDocument(null)).toBe(false);
  });
});
