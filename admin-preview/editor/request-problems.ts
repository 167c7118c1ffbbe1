import type { z } from "zod";
import { editedDocumentSchema, type EditedDocument, type FieldProblem } from "../../schemas/api/calls/admin.js";

type Issue = z.core.$ZodIssue;

const LIMIT_KEYWORDS: Record<string, Record<"too_small" | "too_big", string>> = {
  string: { too_small: "minLength", too_big: "maxLength" },
  array: { too_small: "minItems", too_big: "maxItems" },
};

/** The ajv keyword the service would name for a zod issue, so the editor words both alike. */
function keywordOf(issue: Issue): Pick<FieldProblem, "keyword" | "params"> {
  if (issue.code === "too_small" || issue.code === "too_big") {
    const keyword = LIMIT_KEYWORDS[issue.origin]?.[issue.code];
    const limit = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
    if (keyword) return { keyword, params: { limit } };
  }
  return { keyword: issue.code, params: {} };
}

/**
 * What the contract itself refuses in a document (an empty title, too long a description...), as field
 * problems: the service would answer such a request with an error instead of checking it, so the editor
 * finds these without asking. A module's own problem is shown at the module.
 */
export function requestProblems(document: EditedDocument): FieldProblem[] {
  const parsed = editedDocumentSchema.safeParse(document);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String);
    const moduleIndex = path[0] === "modules" && path.length > 1 ? Number(path[1]) : null;
    return { moduleIndex, field: moduleIndex === null ? path : [], ...keywordOf(issue), message: issue.message };
  });
}
