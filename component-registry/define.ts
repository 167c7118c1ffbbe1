import type { JSONSchema } from "json-schema-to-ts";
import type { ComponentType } from "react";
import type { ApiClient, CallContext } from "../api/client.js";
import type { Language, Site } from "../schemas/site.js";
import { COMPONENT_TYPES, type ComponentName } from "./components.js";

/**
 * What the builder knows of a component: its identity, the JSON Schema of its data (the data type is
 * derived from it with json-schema-to-ts's FromSchema) and defaults for a new module. Editors see its
 * title and field labels in their language (adminEditor texts, `components.<name>`).
 */
export interface ComponentSpec<Data = object> {
  /** componentName in page modules. */
  name: ComponentName;
  /** componentType in page modules, the one components.ts gives the name. */
  type: number;
  schema: Exclude<JSONSchema, boolean>;
  defaults: Data;
}

/** A component's spec, its type taken from the one list of components. */
export function componentSpec<Data>(name: ComponentName, parts: Pick<ComponentSpec<Data>, "schema" | "defaults">): ComponentSpec<Data> {
  return { name, type: COMPONENT_TYPES[name], ...parts };
}

/** Where a module is shown: the site, language and whether an editor is previewing. */
export interface ModuleEnvironment {
  site: Site;
  language: Language;
  /** A draft: nothing is counted or tracked (shared preview links and the editors' tool alike). */
  preview: boolean;
  /** The editors' tool's own frame: modules that cannot be shown say why, and each is labelled. */
  editing: boolean;
  path: string;
}

export interface ViewProps<Data, Resolved = undefined> {
  moduleId: number;
  title?: string;
  data: Data;
  /** What the component's resolver fetched on the server, if it has one. */
  resolved: Resolved;
  environment: ModuleEnvironment;
}

export type View<Data, Resolved = undefined> = ComponentType<ViewProps<Data, Resolved>>;

/** Server-side data a component needs beyond its own data (teachers, ads...), fetched through the API. */
export type Resolver<Data, Resolved> = (
  data: Data,
  context: { api: ApiClient; call: CallContext; environment: ModuleEnvironment },
) => Promise<Resolved>;
