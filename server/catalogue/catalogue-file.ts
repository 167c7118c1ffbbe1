import type { z } from "zod";
import { catalogueFileSchema, type CatalogueFile } from "../../schemas/catalogue-file.js";
import { CatalogueImportError } from "./import.js";

/** A zod path as the import names it: `courses[3].classes[0].sale.price`. */
const pathText = (path: readonly PropertyKey[]) =>
  path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : `${text}${text ? "." : ""}${String(key)}`), "");

/** A catalogue file's text, checked: CatalogueImportError names each bad row by its path and field. */
export function parseCatalogueFile(text: string): CatalogueFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogueImportError([{ path: "(file)", message: `not valid JSON: ${(error as Error).message}` }]);
  }
  const parsed = catalogueFileSchema.safeParse(json);
  if (!parsed.success) throw new CatalogueImportError(parsed.error.issues.slice(0, 50).map((issue: z.core.$ZodIssue) => ({ path: pathText(issue.path) || "(file)", message: issue.message })));
  return parsed.data;
}

/**
 * A catalogue of `classes` classes on one site for benchmarks: the site's demo courses repeated under new
 * ids, each copy a week later than the one before.
 */
export function largeCatalogue(demo: CatalogueFile, locale: string, classes: number): CatalogueFile {
  const courses = demo.courses.filter((course) => course.locale === locale);
  if (courses.length === 0) throw new Error(`the demo catalogue has no courses on the ${locale} site`);
  const generated: CatalogueFile["courses"] = [];
  let made = 0;
  for (let copy = 1; made < classes; copy++) {
    const week = copy * 7 * 86_400_000;
    const later = (instant: string) => new Date(Date.parse(instant) + week).toISOString();
    for (const course of courses) {
      if (made >= classes) break;
      const runs = course.classes.slice(0, classes - made).map((run) => ({
        ...run,
        id: `${run.id}-b${copy}`,
        lessons: run.lessons.map((lesson) => ({ ...lesson, startsAt: later(lesson.startsAt), endsAt: later(lesson.endsAt) })),
        sale: { ...run.sale, skuId: `${run.sale.skuId}-b${copy}`, materials: [], saleStartsAt: undefined },
      }));
      made += runs.length;
      generated.push({ ...course, id: `${course.id}-b${copy}`, catalogueCode: undefined, classes: runs });
    }
  }
  return { courses: generated, products: [], collections: [] };
}
