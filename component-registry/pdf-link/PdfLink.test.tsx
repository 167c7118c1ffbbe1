// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import PdfLink from "./PdfLink.js";
import { pdfViewerHref } from "./pdf-viewer-href.js";
import { pdfLinkSpec, type PdfLinkData } from "./schema.js";

afterEach(cleanup);

const example: PdfLinkData = {
  title: "2025 course catalogue",
  description: "All our live and recorded courses, by grade.",
  file: "/files/catalogues/course-catalogue_2025.pdf",
};

describe("PdfLink view", () => {
  it("renders the defaults", () => {
    renderView(PdfLink, { data: pdfLinkSpec.defaults });
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("/pdf-viewer?file=%2Ffiles%2Fdocument.pdf");
    expect(link.textContent).toContain("Document");
    expect(link.textContent).toContain("PDF");
  });

  it("renders the example with title, description and PDF label", () => {
    renderView(PdfLink, { data: example });
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe(pdfViewerHref(example.file));
    expect(screen.getByText(example.title)).toBeTruthy();
    expect(screen.getByText(example.description!)).toBeTruthy();
    expect(screen.getByText("View PDF")).toBeTruthy();
  });

  it("labels the link in the visitor's language", () => {
    renderView(PdfLink, { data: example, environment: { language: "ja" } });
    expect(screen.getByText("PDFを見る")).toBeTruthy();
  });
});

describe("pdfViewerHref", () => {
  it("passes the file as an encoded query value", () => {
    expect(pdfViewerHref("/files/a b&c.pdf")).toBe("/pdf-viewer?file=%2Ffiles%2Fa%20b%26c.pdf");
  });
});

describe("PdfLink schema", () => {
  const validate = validatorFor(pdfLinkSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(pdfLinkSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing file", { title: "Doc" }],
    ["a missing title", { file: "/files/a.pdf" }],
    ["a title of the wrong type", { title: 1, file: "/files/a.pdf" }],
    ["a javascript: file", { title: "Doc", file: "javascript:alert(1)//.pdf" }],
    ["a file on another site", { title: "Doc", file: "https://evil.example/files/a.pdf" }],
    ["a file outside /files/", { title: "Doc", file: "/private/a.pdf" }],
    ["a file that is not a PDF", { title: "Doc", file: "/files/a.exe" }],
    ["an extra property", { ...example, target: "_blank" }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
