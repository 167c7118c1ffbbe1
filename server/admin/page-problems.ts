import type { ErrorObject } from "ajv";
import { findComponentSpec } from "../../component-registry/catalog.js";
import type { EditedDocument, FieldProblem } from "../../schemas/api/calls/admin.js";
import { schemaErrorField, schemaErrorText, validatorFor } from "../../schemas/json-schema.js";
import { CURRENT_DOCUMENT_VERSION, pageDocumentSchema } from "../../schemas/pages/document.js";

type ModuleContent = EditedDocument["modules"][number]["content"];

/** Stands in for the id a new module gets when saved, so the stored document's schema can check the rest. */
const UNSAVED_MODULE_ID = 1;

function problem(moduleIndex: number | null, field: string[], error: ErrorObject, root: string): FieldProblem {
  return { moduleIndex, field, keyword: error.keyword, params: error.params, message: `${field.join(".") || root} ${schemaErrorText(error)}` };
}

/** Why a module's data does not fit its component's schema (every reason, each at its field), or [] when it does. */
export function componentProblems(moduleIndex: number, content: Pick<ModuleContent, "componentName" | "componentType" | "componentData">): FieldProblem[] {
  const { componentName, componentType, componentData } = content;
  const spec = findComponentSpec(componentName, componentType);
  if (!spec) {
    return [
      {
        moduleIndex,
        field: [],
        keyword: "component",
        params: { componentName, componentType },
        message: `unknown component ${componentName} (type ${componentType})`,
      },
    ];
  }
  const validate = validatorFor(spec.schema, { allErrors: true });
  if (validate(componentData)) return [];
  return validate.errors!.map((error) => problem(moduleIndex, schemaErrorField(error), error, "componentData"));
}

/** A page document error: the page's own fields (title...), or a module's outside its componentData. */
function documentProblem(error: ErrorObject): FieldProblem {
  const path = schemaErrorField(error);
  if (path[0] === "modules" && /^\d+$/.test(path[1] ?? "")) return problem(Number(path[1]), path.slice(2), error, "module");
  return problem(null, path, error, "page");
}

/**
 * Every reason a document could not be published, checked with the runtime's schemas (the page document's
 * and each module's component): what the editor shows at each field, and what publishing refuses.
 */
export function pageProblems(document: EditedDocument): FieldProblem[] {
  const stored = {
    ...document,
    schemaVersion: CURRENT_DOCUMENT_VERSION,
    modules: document.modules.map((module) => ({ ...module, id: module.id ?? UNSAVED_MODULE_ID })),
  };
  const validate = validatorFor(pageDocumentSchema, { allErrors: true });
  const ofDocument = validate(stored) ? [] : validate.errors!.map(documentProblem);
  const ofModules = document.modules.flatMap((module, index) => componentProblems(index, module.content));
  return [...ofDocument, ...ofModules];
}

/** A problem as one line naming the module, e.g. "module 100000003 (TopBanner): headline is required". */
export function describeProblem(document: EditedDocument, { moduleIndex, message }: FieldProblem): string {
  if (moduleIndex === null) return `page: ${message}`;
  const module = document.modules[moduleIndex];
  return `module ${module?.id ?? `#${moduleIndex + 1}`} (${module?.content.componentName ?? "?"}): ${message}`;
}
