import { describe, expect, it } from "vitest";
import { loadAllFixtures } from "../db/load-fixtures.js";
import { type CatalogueImportError } from "./import.js";
import { largeCatalogue, parseCatalogueFile } from "./catalogue-file.js";
import { materializeCatalogue } from "./materialize.js";

const problemsOf = (text: string) => {
  try {
    parseCatalogueFile(text);
  } catch (error) {
    return (error as CatalogueImportError).problems;
  }
  throw new Error("the file was accepted");
};

describe("parseCatalogueFile", () => {
  it("names a bad row by its path and field", () => {
    const lesson = { startsAt: "2030-01-05T17:00:00Z", endsAt: "2030-01-05T18:00:00Z" };
    const run = { id: "a", platformType: 1, deliveryMode: "ZOOM", teacherIds: [1], lessons: [lesson], sale: { skuId: "a-sku", price: -1, store: 10 } };
    const course = { id: "c", locale: "us", subjectId: 1, courseTypeId: 1, termId: 1, channelId: 1, gradeIds: [104], content: { en: { title: "T" } }, classes: [run] };
    expect(problemsOf(JSON.stringify({ courses: [course] }))).toEqual([{ path: "courses[0].classes[0].sale.price", message: expect.any(String) }]);
    expect(problemsOf(JSON.stringify({ courses: [{ ...course, classes: [{ ...run, sale: { skuId: "a-sku", price: 1, store: 2, sold: 3 } }] }] }))).toEqual([
      { path: "courses[0].classes[0].sale.sold", message: "sold cannot be more than store" },
    ]);
    expect(problemsOf("{")).toEqual([{ path: "(file)", message: expect.stringContaining("not valid JSON") }]);
  });
});

describe("largeCatalogue", () => {
  it("repeats a site's demo courses under new ids up to the number of classes asked for", async () => {
    const fixtures = await loadAllFixtures();
    const demo = materializeCatalogue(fixtures.catalogue, fixtures["sites.json"], new Date("2026-11-26T00:00:00Z"));
    const large = largeCatalogue(demo, "us", 250);
    const runs = large.courses.flatMap((course) => course.classes);
    expect(runs).toHaveLength(250);
    expect(new Set(runs.map((run) => run.sale.skuId)).size).toBe(250);
    expect(large.courses.every((course) => course.locale === "us")).toBe(true);
  });
});
