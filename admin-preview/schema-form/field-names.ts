import { isSchemaNode, type SchemaPosition } from "./schema-node.js";
import { fieldLabel } from "./widgets.js";

/**
 * The adminEditor keys of a catalogue component's texts (components.<name> in the locale files): its title,
 * and per field its label and its options' labels. Each property's texts sit under `fields` of the one
 * holding it, and the items of a list share their list's texts (no index), so
 * ["button", "link", "url"] of TopBanner is components.TopBanner.fields.button.fields.link.fields.url.
 */
export const componentTitleKey = (componentName: string) => `components.${componentName}.title`;
/** The one line on what a page component is for (the component palette's). */
export const componentPurposeKey = (componentName: string) => `components.${componentName}.purpose`;
const fieldKey = (componentName: string, names: readonly string[]) => `components.${componentName}.fields.${names.join(".fields.")}`;
export const fieldLabelKey = (componentName: string, names: readonly string[]) => `${fieldKey(componentName, names)}.label`;
export const optionLabelKey = (componentName: string, names: readonly string[], option: unknown) =>
  `${fieldKey(componentName, names)}.options.${String(option)}`;

/**
 * One segment of a data path as the schema sees it: an item of a list (its index), or a property with the
 * property names leading to it (list indices left out) and its schema, undefined where the schema does not
 * know it.
 */
type PropertyStep = { names: string[]; node: SchemaPosition };
export type PathStep = { item: number } | PropertyStep;

export function pathSteps(root: SchemaPosition, path: readonly string[]): PathStep[] {
  const steps: PathStep[] = [];
  let node = root;
  let names: string[] = [];
  for (const segment of path) {
    if (isSchemaNode(node) && node.type === "array" && /^\d+$/.test(segment)) {
      steps.push({ item: Number(segment) });
      node = node.items as SchemaPosition;
      continue;
    }
    node = isSchemaNode(node) ? node.properties?.[segment] : undefined;
    names = [...names, segment];
    steps.push({ names, node });
  }
  return steps;
}

type Translate = (key: string) => string;

/** How a form names its fields and their options, each by the data path of its field. */
export interface FieldNames {
  label: (path: readonly string[]) => string;
  /** An option of the select at this path (a property, or an item of a list of options). */
  option: (path: readonly string[], option: unknown) => string;
  /** The labels along a data path, list items counted from 1: ["Slides", "2", "Image for phones"]. */
  labelsAlong: (path: readonly string[]) => string[];
}

/**
 * A catalogue component's fields are named by its texts; what its schema does not know, and every field of
 * a schema the catalogue does not know, by the schema's title or the property name made readable.
 */
export function fieldNames(t: Translate, root: SchemaPosition, componentName?: string): FieldNames {
  const named = (step: PropertyStep) =>
    componentName !== undefined && step.node !== undefined ? t(fieldLabelKey(componentName, step.names)) : fieldLabel(step.names.at(-1)!, step.node);
  const labelsAlong = (path: readonly string[]) => pathSteps(root, path).map((step) => ("item" in step ? String(step.item + 1) : named(step)));
  return {
    label: (path) => labelsAlong(path).at(-1) ?? "",
    option(path, option) {
      const step = pathSteps(root, path).findLast((each): each is PropertyStep => "names" in each);
      return componentName !== undefined && step?.node !== undefined ? t(optionLabelKey(componentName, step.names, option)) : String(option);
    },
    labelsAlong,
  };
}
