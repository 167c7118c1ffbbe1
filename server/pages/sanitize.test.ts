import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize.js";

describe("sanitizeRichText", () => {
  it("keeps links to the site's screens and pages (rules/screens.ts drops those to a screen a build lacks)", () => {
    expect(sanitizeRichText('<p>Open <a href="/my-subscription/list">My Subscriptions</a> or <a href="/faq">the FAQ</a>.</p>')).toBe(
      '<p>Open <a href="/my-subscription/list">My Subscriptions</a> or <a href="/faq">the FAQ</a>.</p>',
    );
  });

  it("strips scripts and their content", () => {
    expect(sanitizeRichText('<p>Hi</p><script>alert(1)</script>')).toBe("<p>Hi</p>");
    expect(sanitizeRichText('<p>Hi<SCRIPT src="//evil.example/x.js"></SCRIPT></p>')).toBe("<p>Hi</p>");
  });

  it("strips on* event handlers", () => {
    expect(sanitizeRichText('<img src="/a.png" onerror="alert(1)" alt="a">')).toBe('<img src="/a.png" alt="a" />');
    expect(sanitizeRichText('<p onclick="steal()" class="lead">Text</p>')).toBe('<p class="lead">Text</p>');
  });

  it("strips javascript: and other unsafe URLs", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="vbscript:x">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<img src="javascript:alert(1)" alt="">')).toBe('<img alt="" />');
  });

  it("keeps ordinary formatting, safe links and tables", () => {
    const html =
      '<h2>Fees</h2><p><strong>Note</strong> <a href="https://example.com/x">terms</a></p>' +
      '<table><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<a href="mailto:hello@mathwise.example">mail</a>')).toContain('href="mailto:');
  });

  it("makes new-window links safe", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops iframes, styles and forms", () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><style>p{}</style><form><input></form>ok')).toBe("ok");
  });
});
