import type { z } from "zod";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { editedDocumentSchema } from "../../schemas/api/calls/admin.js";
import { CURRENT_DOCUMENT_VERSION, type PageDocument } from "../../schemas/pages/document.js";

export type EditedDocumentData = z.output<typeof editedDocumentSchema>;

/**
 * Refuses (4000, naming `document.modules.N.id`) a module id that is none of this page's earlier modules,
 * or one given to two modules: ids are unique across pages, so an editor cannot take another page's module.
 */
export function checkModuleIds(document: EditedDocumentData, knownIds: ReadonlySet<number>): void {
  const seen = new Set<number>();
  document.modules.forEach(({ id }, index) => {
    if (id === undefined) return;
    const field = `document.modules.${index}.id`;
    if (!knownIds.has(id)) throw new ApiError(ErrorCode.INVALID_INPUT, `${field}: module ${id} is not one of this page's modules`);
    if (seen.has(id)) throw new ApiError(ErrorCode.INVALID_INPUT, `${field}: module ${id} is in the page twice`);
    seen.add(id);
  });
}

export const modulesWithoutId = (document: EditedDocumentData) => document.modules.filter((module) => module.id === undefined).length;

/** The document as stored: at the current document version, new modules given `freshIds` in order. */
export function storedDocument(document: EditedDocumentData, freshIds: readonly number[]): PageDocument {
  const ids = [...freshIds];
  const { config, modules, ...fields } = document;
  return {
    schemaVersion: CURRENT_DOCUMENT_VERSION,
    ...fields,
    ...(config ? { config } : {}),
    modules: modules.map(({ id, type, content }) => {
      const assigned = id ?? ids.shift();
      if (assigned === undefined) throw new Error("fewer fresh module ids than new modules");
      return { id: assigned, type, content };
    }),
  };
}
