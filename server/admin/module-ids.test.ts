import { describe, expect, it } from "vitest";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { CURRENT_DOCUMENT_VERSION } from "../../schemas/pages/document.js";
import { checkModuleIds, modulesWithoutId, storedDocument, type EditedDocumentData } from "./module-ids.js";

const content = { componentName: "RichText", componentType: 1, componentData: { html: "<p>x</p>" } };
const document = (...ids: (number | undefined)[]): EditedDocumentData => ({
  title: "Spring",
  keywords: "",
  description: "",
  modules: ids.map((id) => ({ ...(id === undefined ? {} : { id }), type: 1, content })),
});

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    if (isApiError(error, ErrorCode.INVALID_INPUT)) return error.message;
    throw error;
  }
  throw new Error("not refused");
}

describe("checkModuleIds", () => {
  it("accepts the page's own ids and modules without one", () => {
    expect(() => checkModuleIds(document(5, undefined, 7), new Set([5, 6, 7]))).not.toThrow();
  });

  it("refuses an id that is not one of the page's modules, naming its field", () => {
    expect(refusal(() => checkModuleIds(document(5, 900), new Set([5])))).toBe("document.modules.1.id: module 900 is not one of this page's modules");
  });

  it("refuses one id given to two modules", () => {
    expect(refusal(() => checkModuleIds(document(5, 5), new Set([5])))).toBe("document.modules.1.id: module 5 is in the page twice");
  });
});

describe("storedDocument", () => {
  it("gives new modules the fresh ids in order and keeps the others'", () => {
    const edited = document(undefined, 5, undefined);
    expect(modulesWithoutId(edited)).toBe(2);
    const stored = storedDocument(edited, [101, 102]);
    expect(stored.schemaVersion).toBe(CURRENT_DOCUMENT_VERSION);
    expect(stored.modules.map((module) => module.id)).toEqual([101, 5, 102]);
    expect(stored).not.toHaveProperty("config");
  });

  it("keeps the page config when there is one", () => {
    expect(storedDocument({ ...document(), config: { layout: "empty" } }, []).config).toEqual({ layout: "empty" });
  });
});
