import type { FieldProblem } from "../../schemas/api/calls/admin.js";
import { LINK_URL_FORMAT } from "../../schemas/link-url.js";

/** A problem as the form reads it (the module it belongs to is the caller's business). */
export type Problem = Pick<FieldProblem, "field" | "keyword" | "params" | "message">;

/** The colour fields' pattern (top banner's background). */
const COLOUR_PATTERN = "^#[0-9a-fA-F]{6}$";

/** A problem's field: a missing property belongs to the property itself, not to the object missing it. */
export function problemPath(problem: Problem): readonly string[] {
  const missing = problem.params.missingProperty;
  if (problem.keyword !== "required" || typeof missing !== "string" || problem.field.at(-1) === missing) return problem.field;
  return [...problem.field, missing];
}

const startsWith = (path: readonly string[], prefix: readonly string[]) =>
  path.length >= prefix.length && prefix.every((segment, index) => path[index] === segment);

/** The problems of exactly this field. */
export function problemsAt<P extends Problem>(problems: readonly P[], path: readonly string[]): P[] {
  return problems.filter((problem) => {
    const at = problemPath(problem);
    return at.length === path.length && startsWith(at, path);
  });
}

/** The problems of this field and of everything inside it (for a field shown as JSON). */
export function problemsWithin<P extends Problem>(problems: readonly P[], path: readonly string[]): P[] {
  return problems.filter((problem) => startsWith(problemPath(problem), path));
}

/** An i18next key of the adminEditor namespace and its values. */
export interface Wording {
  key: string;
  values?: Record<string, unknown>;
}

/** How the tool words a problem, from the ajv keyword and its params; anything unforeseen quotes the service. */
export function problemWording(problem: Problem): Wording {
  const { keyword, params } = problem;
  const limit = params.limit;
  switch (keyword) {
    case "required":
      return { key: "problem.required" };
    case "minLength":
      return typeof limit === "number" && limit <= 1 ? { key: "problem.required" } : { key: "problem.minLength", values: { n: limit } };
    case "maxLength":
    case "minimum":
    case "maximum":
    case "minItems":
    case "maxItems":
      return { key: `problem.${keyword}`, values: { n: limit } };
    case "format":
      return params.format === LINK_URL_FORMAT ? { key: "problem.url" } : { key: "problem.pattern" };
    case "pattern":
      return { key: params.pattern === COLOUR_PATTERN ? "problem.colour" : "problem.pattern" };
    case "enum":
      return { key: "problem.enum" };
    case "type":
      return { key: params.type === "integer" ? "problem.integer" : params.type === "number" ? "problem.number" : "problem.type" };
    case "uniqueItems":
      return { key: "problem.uniqueItems" };
    case "additionalProperties":
      return { key: "problem.notAllowed", values: { name: params.additionalProperty } };
    default:
      return { key: "problem.other", values: { detail: problem.message } };
  }
}

/**
 * The element id of a field: its form's prefix and its path, so the editor's summary can link to it.
 * Characters other than letters, digits and _ become _, leaving - to separate the path's parts.
 */
export function fieldId(idPrefix: string, path: readonly string[]): string {
  return [idPrefix, ...path.map((segment) => segment.replace(/[^A-Za-z0-9_]/g, "_"))].join("-");
}
