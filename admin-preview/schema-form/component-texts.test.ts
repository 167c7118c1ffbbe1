import { describe, expect, it } from "vitest";
import english from "../../i18n/locales/admin-editor/en.json";
import { componentSpecs } from "../../component-registry/catalog.js";
import { headerSpec } from "../../component-registry/header/schema.js";
import { componentPurposeKey, componentTitleKey, fieldLabelKey, optionLabelKey } from "./field-names.js";
import { asSchemaNode, isSchemaNode, type SchemaPosition } from "./schema-node.js";

/** The keys of the options at this place and of every field inside it, the items of a list at their list's place. */
function textKeys(componentName: string, position: SchemaPosition, names: string[]): string[] {
  if (!isSchemaNode(position)) return [];
  const options = (position.enum ?? []).map((option) => optionLabelKey(componentName, names, option));
  const properties = Object.entries(position.properties ?? {}).flatMap(([name, child]) => [
    fieldLabelKey(componentName, [...names, name]),
    ...textKeys(componentName, child, [...names, name]),
  ]);
  const items = Array.isArray(position.items) ? [] : textKeys(componentName, position.items as SchemaPosition, names);
  return [...options, ...properties, ...items];
}

/** A page component also says what it is for, in the palette; the site header is no page component. */
const expectedKeys = componentSpecs.flatMap((spec) => [
  componentTitleKey(spec.name),
  ...(spec === headerSpec ? [] : [componentPurposeKey(spec.name)]),
  ...textKeys(spec.name, asSchemaNode(spec.schema), []),
]);

/** Every text key under `components` in the English file, as "components.a.b". */
function keysIn(value: unknown, prefix: string): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysIn(child, `${prefix}.${key}`));
}

describe("the catalogue's texts in the editors' tool", () => {
  it("names components by their name alone, so their texts cannot mix", () => {
    expect(new Set(componentSpecs.map((spec) => spec.name)).size).toBe(componentSpecs.length);
  });

  it("has an English title for every component, a line on what each page component is for, a label for every field and one for every option", () => {
    const present = new Set(keysIn(english.components, "components"));
    expect(expectedKeys.filter((key) => !present.has(key))).toEqual([]);
  });

  it("has no English text for a component, field or option the catalogue does not have", () => {
    const expected = new Set(expectedKeys);
    expect(keysIn(english.components, "components").filter((key) => !expected.has(key))).toEqual([]);
  });
});
