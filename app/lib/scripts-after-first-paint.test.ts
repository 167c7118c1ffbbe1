import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./scripts-after-first-paint.js";

const page = (nonce: string) =>
  `<head><link rel="stylesheet" href="/a.css"/></head><body><main>Hello</main>` +
  `<link rel="modulepreload" href="/e.js"/><link rel="modulepreload" href="/r.js"/>` +
  `<script${nonce}>window.__remixContext = {};</script>` +
  `<script${nonce} type="module" async="">import * as route0 from "/r.js";\nimport("/e.js");</script>` +
  `<script${nonce}>window.__remixContext.streamController.close();</script></body>`;

describe("withScriptsAfterFirstPaint", () => {
  it("makes the module preloads and Remix's module script inert, and adds the script that starts them after the first paint", () => {
    const html = withScriptsAfterFirstPaint(Buffer.from(page(' nonce="n0"'))).toString();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="modulepreload-after-paint" href="/e.js"/><link rel="modulepreload-after-paint" href="/r.js"/>');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="n0" type="module-after-paint">import * as route0 from "/r.js";\nimport("/e.js");</script><script nonce="n0">(() => {');
    expect(html).toContain("requestAnimationFrame(");
    expect(html.startsWith('<head><link rel="stylesheet" href="/a.css"/></head><body><main>Hello</main>')).toBe(true);
    expect(html.endsWith("<script nonce=\"n0\">window.__remixContext.streamController.close();</script></body>")).toBe(true);
  });

  it("works the same on a page without a nonce (the HTML cache allows its scripts by hash)", () => {
    const html = withScriptsAfterFirstPaint(Buffer.from(page(""))).toString();
    expect(html).toContain('<script type="module-after-paint">import * as route0');
    expect(html).toMatch(/<\/script><script>\(\(\) => \{/);
  });

  it("hands back a document without Remix's module script as it is", () => {
    const html = Buffer.from('<p>modulepreload</p><link rel="modulepreload" href="/x.js"/>');
    expect(withScriptsAfterFirstPaint(html)).toBe(html);
  });
});
