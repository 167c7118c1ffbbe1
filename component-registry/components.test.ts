import { describe, expect, it } from "vitest";
import { componentSpecs, findComponentSpec } from "./catalog.js";
import { COMPONENT_TYPES, componentOf, isModuleOf } from "./components.js";
import { componentResolvers } from "./resolvers.js";
import { componentViews } from "./views.js";

describe("the one list of components", () => {
  it("has a spec for every component, each with the list's type", () => {
    expect(componentSpecs.map((spec) => spec.name).sort()).toEqual(Object.keys(COMPONENT_TYPES).sort());
    for (const spec of componentSpecs) expect(spec.type).toBe(COMPONENT_TYPES[spec.name]);
  });

  it("keys views and resolvers by its names only", () => {
    expect(Object.keys(componentViews).sort()).toEqual(Object.keys(COMPONENT_TYPES).sort());
    for (const name of Object.keys(componentResolvers)) expect(COMPONENT_TYPES).toHaveProperty(name);
  });

  it("gives every component its own type", () => {
    const types = Object.values(COMPONENT_TYPES);
    expect(new Set(types).size).toBe(types.length);
  });
});

describe("componentOf", () => {
  it("knows a module by its name and that name's type", () => {
    expect(componentOf("TopBanner", 66)).toBe("TopBanner");
    expect(componentOf("LeadForm", 69)).toBe("LeadForm");
    expect(findComponentSpec("ConversionButton", 35)?.name).toBe("ConversionButton");
  });

  it("knows nothing of a name with another type, an unknown name or an inherited key", () => {
    expect(componentOf("TopBanner", 69)).toBeUndefined();
    expect(componentOf("Carousel", 3)).toBeUndefined();
    expect(componentOf("constructor", 0)).toBeUndefined();
    expect(componentOf("__proto__", 1)).toBeUndefined();
    expect(findComponentSpec("TopBanner", 1)).toBeUndefined();
  });

  it("tells whether a module is of a component", () => {
    expect(isModuleOf({ componentName: "Faq", componentType: 10 }, "Faq")).toBe(true);
    expect(isModuleOf({ componentName: "Faq", componentType: 11 }, "Faq")).toBe(false);
  });
});
