import { describe, expect, it } from "vitest";
import { CURRENT_DOCUMENT_VERSION } from "../../schemas/pages/document.js";
import { DocumentVersionError, migrateDocument } from "../../schemas/pages/migrations.js";
import { PageDocumentError, parsePageDocument } from "./document.js";

const richText = (id: number, html = "<p>Hello</p>") => ({
  id,
  type: 1,
  content: { componentName: "RichText", componentType: 1, componentData: { html } },
});

describe("parsePageDocument", () => {
  it("accepts a current document", () => {
    const document = { schemaVersion: CURRENT_DOCUMENT_VERSION, title: "FAQ", modules: [richText(7)] };
    expect(parsePageDocument(document)).toEqual(document);
  });

  it("names the module and the field that break the schema", () => {
    const broken = {
      schemaVersion: CURRENT_DOCUMENT_VERSION,
      title: "FAQ",
      modules: [richText(7), { id: 8, type: 1, content: { componentName: "RichText", componentType: 1 } }],
    };
    expect(() => parsePageDocument(broken)).toThrow(PageDocumentError);
    expect(() => parsePageDocument(broken)).toThrow("module 8 (RichText): module.content.componentData is required");
  });

  it("names page-level fields", () => {
    expect(() => parsePageDocument({ schemaVersion: CURRENT_DOCUMENT_VERSION, modules: [] })).toThrow(
      "page.title is required",
    );
    expect(() =>
      parsePageDocument({ schemaVersion: CURRENT_DOCUMENT_VERSION, title: "x", modules: [], layout: "wide" }),
    ).toThrow("page.layout is not allowed");
  });
});

describe("document migrations", () => {
  it("bring a version 1 document (content as a JSON string) to the current version", () => {
    const v1 = {
      title: "Old page",
      modules: [{ id: 3, type: 1, content: JSON.stringify({ componentName: "RichText", componentType: 1, componentData: { html: "<p>x</p>" } }) }],
    };
    const migrated = migrateDocument(v1);
    expect(migrated).toEqual({ ...v1, schemaVersion: CURRENT_DOCUMENT_VERSION, modules: [richText(3, "<p>x</p>")] });
    expect(parsePageDocument(v1).modules[0]!.content.componentName).toBe("RichText");
  });

  it("leave a current document as it is and refuse one from a newer server", () => {
    const current = { schemaVersion: CURRENT_DOCUMENT_VERSION, title: "x", modules: [] };
    expect(migrateDocument(current)).toBe(current);
    expect(() => migrateDocument({ ...current, schemaVersion: CURRENT_DOCUMENT_VERSION + 1 })).toThrow(DocumentVersionError);
  });

  it("let validation name a module whose stored content is not JSON", () => {
    expect(() => parsePageDocument({ title: "x", modules: [{ id: 4, type: 1, content: "{not json" }] })).toThrow(
      /module 4: module.content must be object/,
    );
  });
});
