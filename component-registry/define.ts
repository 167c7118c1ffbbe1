import type { JSONSchema } from "json-schema-to-ts";
import type { ComponentType } from "react";
import type { ApiClient, CallContext } from "../api/client.js";
import type { Language, Site } from "../schemas/site.js";

/**
 * What the builder knows of a component: its identity, the JSON Schema of its data (the data type is
 * derived from it with json-schema-to-ts's FromSchema) and defaults for a new module. Editors see its
 * title and field labels in their language (adminEditor texts, `components.<name>`).
 */
export interface ComponentSpec<Data = object> {
  /** componentName in page modules. */
  name: string;
  /** componentType in page modules (66 top banner, 35 and 69 conversion components, ...). */
  type: number;
  schema: Exclude<JSONSchema, boolean>;
  defaults: Data;
}

export const componentKey = (name: string, type: number) => `${name}:${type}`;

/** Where a module is shown: the site, language and whether an editor is previewing. */
export interface ModuleEnvironment {
  site: Site;
  language: Language;
  preview: boolean;
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
