import { describe, expect, it } from "vitest";
import { withScriptsAfterContent } from "./module-preloads.js";

describe("withScriptsAfterContent", () => {
  it("gives every module preload a low fetch priority and leaves the rest of the document alone", () => {
    const html = '<head><link rel="stylesheet" href="/a.css"/></head><body><link rel="modulepreload" href="/e.js"/><link rel="modulepreload" href="/r.js"/></body>';
    expect(withScriptsAfterContent(Buffer.from(html)).toString()).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><link rel="modulepreload" fetchpriority="low" href="/e.js"/><link rel="modulepreload" fetchpriority="low" href="/r.js"/></body>',
    );
  });

  it("hands back a document without module preloads as it is", () => {
    const html = Buffer.from("<p>modulepreload</p>");
    expect(withScriptsAfterContent(html)).toBe(html);
  });
});
