import { describe, expect, it } from "vitest";
import { topBannerSchema } from "../../component-registry/top-banner/schema.js";
import { richTextSchema } from "../../component-registry/rich-text/schema.js";
import { leadFormSchema } from "../../component-registry/lead-form/schema.js";
import { headerSchema } from "../../component-registry/header/schema.js";
import { fieldLabel, humanise, widgetFor, widgetForValue } from "./widgets.js";

describe("widgetFor", () => {
  it.each([
    [{ type: "string", maxLength: 120 }, "text"],
    [{ type: "string" }, "text"],
    [{ type: "string", maxLength: 300 }, "text"],
    [{ type: "string", maxLength: 301 }, "textarea"],
    [{ type: "string", maxLength: 100_000, contentMediaType: "text/html" }, "html"],
    [{ type: "string", format: "link-url" }, "url"],
    [{ type: "string", format: "link-url", "x-image": { alt: "alt" } }, "image"],
    [{ type: "string", "x-image": {} }, "text"],
    [{ type: "string", pattern: "^#[0-9a-fA-F]{6}$" }, "text"],
    [{ type: "string", enum: ["left", "right"] }, "select"],
    [{ type: "integer", enum: [35, 69] }, "select"],
    [{ enum: ["a", 1] }, "select"],
    [{ enum: [{ a: 1 }] }, "json"],
    [{ type: "integer", minimum: 1 }, "number"],
    [{ type: "number" }, "number"],
    [{ type: "boolean" }, "checkbox"],
    [{ type: "object", properties: { a: { type: "string" } } }, "object"],
    [{ type: "object" }, "json"],
    [{ type: "array", items: { type: "string" } }, "list"],
    [{ type: "array", items: [{ type: "string" }] }, "json"],
    [{ type: "array" }, "json"],
    [{ oneOf: [{ type: "string" }, { type: "integer" }] }, "json"],
    [{ type: "string", const: "x" }, "json"],
    [{ type: ["string", "null"] }, "json"],
    [{}, "json"],
    [true, "json"],
    [undefined, "json"],
  ])("%j → %s", (node, widget) => {
    expect(widgetFor(node as never)).toBe(widget);
  });

  it("knows the registry's own fields", () => {
    const banner = topBannerSchema.properties;
    expect(widgetFor(banner.headline)).toBe("text");
    expect(widgetFor(banner.image)).toBe("image");
    expect(widgetFor(banner.button.properties.link.properties.url)).toBe("url");
    expect(widgetFor(banner.button)).toBe("object");
    expect(widgetFor(banner.button.properties.link.properties.newWindow)).toBe("checkbox");
    expect(widgetFor(richTextSchema.properties.html)).toBe("html");
    expect(widgetFor(leadFormSchema.properties.fields)).toBe("list");
    expect(widgetFor(leadFormSchema.properties.fields.items)).toBe("select");
    expect(widgetFor(headerSchema.properties.navigationLinks)).toBe("list");
  });
});

describe("widgetForValue", () => {
  it("keeps the widget for a fitting or missing value", () => {
    expect(widgetForValue({ type: "string" }, "x")).toBe("text");
    expect(widgetForValue({ type: "string" }, undefined)).toBe("text");
    expect(widgetForValue({ type: "integer", enum: [35, 69] }, 69)).toBe("select");
    expect(widgetForValue({ type: "array", items: { type: "string" } }, [])).toBe("list");
  });

  it("shows a value the widget cannot hold as JSON", () => {
    expect(widgetForValue({ type: "string" }, 12)).toBe("json");
    expect(widgetForValue({ type: "integer" }, "12")).toBe("json");
    expect(widgetForValue({ type: "boolean" }, "yes")).toBe("json");
    expect(widgetForValue({ type: "string", enum: ["a", "b"] }, "c")).toBe("json");
    expect(widgetForValue({ type: "object", properties: {} }, [])).toBe("json");
    expect(widgetForValue({ type: "array", items: { type: "string" } }, {})).toBe("json");
  });
});

describe("labels", () => {
  it.each([
    ["headline", "Headline"],
    ["html", "Html"],
    ["mobileImage", "Mobile image"],
    ["uploadActiveIcon", "Upload active icon"],
    ["onlyID", "Only ID"],
    ["navigation_links", "Navigation links"],
    ["URLPath", "URL path"],
  ])("humanise(%s) = %s", (name, label) => {
    expect(humanise(name)).toBe(label);
  });

  it("prefers the schema's title", () => {
    expect(fieldLabel("imageAlt", { type: "string", title: "Image description" })).toBe("Image description");
    expect(fieldLabel("imageAlt", { type: "string" })).toBe("Image alt");
    expect(fieldLabel("extra", true)).toBe("Extra");
  });
});
