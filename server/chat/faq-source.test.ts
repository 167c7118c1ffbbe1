import { describe, expect, it } from "vitest";
import { faqEntriesOf, htmlToText } from "./faq-source.js";

describe("htmlToText", () => {
  it("drops tags, keeps paragraphs apart and decodes entities", () => {
    expect(htmlToText('<p>See <a href="/x">the&nbsp;test</a>.</p><p>A &amp; B &lt;3 &#39;ok&#x27;</p>')).toBe("See the test. A & B <3 'ok'");
  });
});

describe("faqEntriesOf", () => {
  const module = (componentType: number, componentData: Record<string, unknown>, problem?: string) => ({
    id: 1,
    type: componentType,
    componentName: "Faq",
    componentType,
    componentData,
    ...(problem ? { problem } : {}),
  });

  it("reads the items of FAQ modules only, skipping modules with a problem", () => {
    const items = [{ question: "Q?", answer: "<p>A.</p>" }];
    expect(faqEntriesOf([module(10, { items }), module(66, { items }), module(10, { items }, "broken")])).toEqual([
      { question: "Q?", answer: "A." },
    ]);
  });
});
