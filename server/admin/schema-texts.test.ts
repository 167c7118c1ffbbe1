import { describe, expect, it } from "vitest";
import { imageField, optionalText, urlField } from "../../component-registry/shared/schema-parts.js";
import { documentTexts, isTextField, mapDocumentTexts, mapSchemaTexts } from "./schema-texts.js";

const module = (componentName: string, componentType: number, componentData: Record<string, unknown>) => ({
  id: 100000001,
  type: componentType,
  content: { componentName, componentType, componentData },
});
const shout = (text: string) => text.toUpperCase();

describe("isTextField", () => {
  it("takes plain and HTML strings for texts", () => {
    expect(isTextField(optionalText(200))).toBe(true);
    expect(isTextField({ type: "string", contentMediaType: "text/html" })).toBe(true);
  });

  it("takes no link, image, choice, shaped code or non-string for a text", () => {
    expect(isTextField(urlField)).toBe(false);
    expect(isTextField(imageField("alt"))).toBe(false);
    expect(isTextField({ type: "string", enum: ["primary", "secondary"] })).toBe(false);
    expect(isTextField({ type: "string", const: "x" })).toBe(false);
    expect(isTextField({ type: "string", pattern: "^#[0-9a-fA-F]{6}$" })).toBe(false);
    expect(isTextField({ type: "integer" })).toBe(false);
  });
});

describe("mapSchemaTexts", () => {
  it("goes into objects and arrays and leaves what the schema does not describe", () => {
    const schema = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { q: { type: "string" }, url: urlField } } } } };
    expect(mapSchemaTexts(schema, { items: [{ q: "why", url: "/why" }], extra: "kept" }, shout)).toEqual({ items: [{ q: "WHY", url: "/why" }], extra: "kept" });
  });
});

describe("mapDocumentTexts", () => {
  it("replaces the page's title, keywords and description and every text of a module, nothing else", () => {
    const banner = module("TopBanner", 66, {
      headline: "Spring term",
      subline: "Join us",
      image: "/images/a.png",
      imageAlt: "Children",
      backgroundColor: "#ffffff",
      button: { label: "Book", link: { url: "/book", newWindow: true } },
    });
    const mapped = mapDocumentTexts({ schemaVersion: 2, title: "Home", keywords: "math", description: "", modules: [banner] }, shout);
    expect(mapped).toEqual({
      schemaVersion: 2,
      title: "HOME",
      keywords: "MATH",
      description: "",
      modules: [
        module("TopBanner", 66, {
          headline: "SPRING TERM",
          subline: "JOIN US",
          image: "/images/a.png",
          imageAlt: "CHILDREN",
          backgroundColor: "#ffffff",
          button: { label: "BOOK", link: { url: "/book", newWindow: true } },
        }),
      ],
    });
  });

  it("leaves choices, links and keys of list items, and keywords a page does not have", () => {
    const apps = module("AppDownload", 40, { title: "Get the app", apps: [{ key: "IOS_HD_STUDENT", label: "iPad", url: "https://apps.example/ipad" }] });
    const form = module("LeadForm", 69, { leadComponentId: 1, title: "Ask us", fields: ["phone", "email"], submitLabel: "Send", successMessage: "Thanks" });
    const mapped = mapDocumentTexts({ title: "Apps", modules: [apps, form] }, shout);
    expect(mapped).not.toHaveProperty("keywords");
    expect(mapped.modules.map((entry) => entry.content.componentData)).toEqual([
      { title: "GET THE APP", apps: [{ key: "IOS_HD_STUDENT", label: "IPAD", url: "https://apps.example/ipad" }] },
      { leadComponentId: 1, title: "ASK US", fields: ["phone", "email"], submitLabel: "SEND", successMessage: "THANKS" },
    ]);
  });

  it("finds no texts in a module of an unknown component", () => {
    const unknown = module("Carousel3D", 999, { headline: "Spin" });
    expect(mapDocumentTexts({ title: "x", modules: [unknown] }, shout).modules[0]).toBe(unknown);
  });
});

describe("documentTexts", () => {
  it("lists every text in order, empty ones included", () => {
    const faq = module("Faq", 10, { title: "", items: [{ question: "When?", answer: "<p>Soon</p>" }] });
    const banner = module("TopBanner", 66, { headline: "Hi", image: "/a.png", button: { label: "Go", link: { url: "/go" } } });
    expect(documentTexts({ title: "Help", description: "About", modules: [faq, banner] })).toEqual(["Help", "About", "", "When?", "<p>Soon</p>", "Hi", "Go"]);
  });
});
