import { describe, expect, it } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { bannerCarouselSchema } from "../../component-registry/banner-carousel/schema.js";
import { headerSchema } from "../../component-registry/header/schema.js";
import { leadFormSchema } from "../../component-registry/lead-form/schema.js";
import { topBannerSchema } from "../../component-registry/top-banner/schema.js";
import { fieldLabelKey, fieldNames, optionLabelKey, pathSteps } from "./field-names.js";

const t = i18nFor("en").getFixedT("en", "adminEditor");
const french = i18nFor("fr").getFixedT("fr", "adminEditor");

describe("text keys", () => {
  it("puts each property's texts under its holder's fields, a list's items under the list", () => {
    expect(fieldLabelKey("TopBanner", ["button", "link", "url"])).toBe("components.TopBanner.fields.button.fields.link.fields.url.label");
    expect(optionLabelKey("Header", ["navigationLinks", "navigationType"], 5)).toBe("components.Header.fields.navigationLinks.fields.navigationType.options.5");
  });
});

describe("pathSteps", () => {
  it("leaves list indices out of the names of what is inside an item", () => {
    expect(pathSteps(headerSchema, ["navigationLinks", "2", "children", "0", "url"])).toEqual([
      { names: ["navigationLinks"], node: headerSchema.properties.navigationLinks },
      { item: 2 },
      { names: ["navigationLinks", "children"], node: headerSchema.properties.navigationLinks.items.properties.children },
      { item: 0 },
      { names: ["navigationLinks", "children", "url"], node: headerSchema.properties.navigationLinks.items.properties.children.items.properties.url },
    ]);
  });

  it("takes a number for a property name where the schema holds no list", () => {
    expect(pathSteps(topBannerSchema, ["extraField", "0"])).toEqual([
      { names: ["extraField"], node: undefined },
      { names: ["extraField", "0"], node: undefined },
    ]);
  });
});

describe("fieldNames", () => {
  const banner = fieldNames(t, topBannerSchema, "TopBanner");

  it("names a catalogue component's fields and options by its texts, in the language asked", () => {
    expect(banner.label(["imageAlt"])).toBe("Image description");
    expect(banner.label(["button", "link", "url"])).toBe("Address");
    expect(fieldNames(french, topBannerSchema, "TopBanner").label(["headline"])).toBe("Titre principal");
    const header = fieldNames(t, headerSchema, "Header");
    expect(header.label(["navigationLinks", "3", "children", "1", "name"])).toBe("Name");
    expect(header.option(["navigationLinks", "0", "navigationType"], 5)).toBe("Conversion component");
    expect(header.option(["navigationLinks", "0", "conversionType"], "lead")).toBe("Lead form");
  });

  it("names the options of a list of options by the list's texts", () => {
    expect(fieldNames(t, leadFormSchema, "LeadForm").option(["fields", "1"], "email")).toBe("E-mail address");
  });

  it("counts list items from 1 along a path", () => {
    expect(fieldNames(t, bannerCarouselSchema, "BannerCarousel").labelsAlong(["slides", "1", "mobileImage"])).toEqual(["Slides", "2", "Image for phones"]);
    expect(banner.labelsAlong([])).toEqual([]);
  });

  it("names what the component's schema does not know by its property name", () => {
    expect(banner.labelsAlong(["extraField", "0"])).toEqual(["Extra field", "0"]);
  });

  it("names the fields of a schema the catalogue does not know by title or property name, its options by value", () => {
    const schema = { type: "object", properties: { imageAlt: { type: "string", title: "Alternative text" }, mobileImage: { type: "string" }, size: { enum: ["s", "m"] } } } as const;
    const unknown = fieldNames(t, schema);
    expect(unknown.label(["imageAlt"])).toBe("Alternative text");
    expect(unknown.label(["mobileImage"])).toBe("Mobile image");
    expect(unknown.option(["size"], "m")).toBe("m");
  });
});
