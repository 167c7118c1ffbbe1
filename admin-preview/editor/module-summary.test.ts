import { describe, expect, it } from "vitest";
import { bannerCarouselSpec } from "../../component-registry/banner-carousel/schema.js";
import { faqSpec } from "../../component-registry/faq/schema.js";
import { imageSpec } from "../../component-registry/image/schema.js";
import { richTextSpec } from "../../component-registry/rich-text/schema.js";
import { topBannerSpec } from "../../component-registry/top-banner/schema.js";
import { moduleSummary } from "./module-summary.js";

describe("moduleSummary", () => {
  it("is the first text field with words in it, in the schema's order", () => {
    expect(moduleSummary({ image: "/a.png", subline: "Saturday 10am", headline: "Open day" }, topBannerSpec.schema)).toBe("Open day");
    expect(moduleSummary({ image: "/a.png", headline: "  ", subline: "Saturday\n 10am" }, topBannerSpec.schema)).toBe("Saturday 10am");
  });

  it("skips addresses, colours and choices, and says nothing when there is no text", () => {
    expect(moduleSummary({ image: "/a.png", backgroundColor: "#1a73e8", headline: "" }, topBannerSpec.schema)).toBe("");
    expect(moduleSummary({ src: "/images/campus.jpg", alt: "The London campus" }, imageSpec.schema)).toBe("The London campus");
  });

  it("reads HTML as its words", () => {
    expect(moduleSummary({ html: "<h2>Fees</h2><p>Pay&nbsp;monthly &amp; save &#8211; or &#x2014; not</p>" }, richTextSpec.schema)).toBe("Fees Pay monthly & save – or — not");
    expect(moduleSummary({ html: "<p></p>" }, richTextSpec.schema)).toBe("");
  });

  it("looks into lists' items and nested objects", () => {
    expect(moduleSummary({ items: [{ question: "", answer: "" }, { question: "When are classes?", answer: "<p>Weekends</p>" }] }, faqSpec.schema)).toBe("When are classes?");
    expect(moduleSummary({ slides: [{ image: "/a.png", alt: "", link: { url: "/x" } }, { image: "/b.png", alt: "Summer camp" }] }, bannerCarouselSpec.schema)).toBe("Summer camp");
  });

  it("cuts a long text to one line of 100 characters, whole characters only", () => {
    const summary = moduleSummary({ headline: "😀".repeat(150) }, topBannerSpec.schema);
    expect([...summary]).toHaveLength(100);
    expect(summary.endsWith("😀…")).toBe(true);
  });

  it("ignores values the schema does not expect", () => {
    expect(moduleSummary({ headline: 42, subline: ["x"] }, topBannerSpec.schema)).toBe("");
    expect(moduleSummary("not an object", topBannerSpec.schema)).toBe("");
  });
});
