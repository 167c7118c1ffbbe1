import type { CatalogueFile } from "../../schemas/catalogue-file.js";
import type { SkuKind } from "../../schemas/catalogue.js";
import type { Locale } from "../../schemas/site.js";

/** What a catalogue file may refer to, per site and overall. */
export interface CatalogueReference {
  sites: ReadonlyMap<Locale, { subjectIds: ReadonlySet<number>; gradeIds: ReadonlySet<number>; teacherIds: ReadonlySet<number>; teachingPointIds: ReadonlySet<number> }>;
  /** Level degree id → its subject. */
  levelDegrees: ReadonlyMap<number, number>;
  channelIds: ReadonlySet<number>;
  courseTypeIds: ReadonlySet<number>;
  termIds: ReadonlySet<number>;
  /** SKUs and courses already in the store (a file may refer to them without repeating them). */
  skus: ReadonlyMap<string, { locale: Locale; kind: SkuKind; taken?: number }>;
  courses: ReadonlyMap<string, Locale>;
  /** Classes already stored, by their course (a class never moves to another course). */
  classes: ReadonlyMap<string, string>;
  /** Collections already stored, by their site (a collection never moves to another site). */
  collections: ReadonlyMap<string, Locale>;
}

export interface CatalogueProblem {
  /** Where in the file: `courses[3].classes[0].teacherIds[1]`. */
  path: string;
  message: string;
}

/**
 * Every reference of the file that does not hold: ids of another site, unknown reference data, materials
 * that are not goods of the same site, collections listing what is not a product of their site, duplicate keys. The import writes nothing while there is one.
 */
export function catalogueProblems(file: CatalogueFile, reference: CatalogueReference): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const problem = (path: string, message: string) => problems.push({ path, message });
  const skus = new Map(reference.skus);
  const courses = new Map(reference.courses);
  const seen = new Map<string, string>();
  const unique = (key: string, path: string) => {
    const earlier = seen.get(key);
    if (earlier) problem(path, `${key.split(":")[1]} is also used at ${earlier}`);
    else seen.set(key, path);
  };

  /** A stored SKU keeps its site and kind, and never gets fewer seats than orders have taken. */
  const sameSku = (id: string, locale: Locale, kind: SkuKind, store: number, path: string) => {
    const stored = reference.skus.get(id);
    if (stored && (stored.locale !== locale || stored.kind !== kind)) problem(path, `${id} is already a ${stored.kind} of the ${stored.locale} site`);
    else if (stored?.taken !== undefined && store < stored.taken) problem(path.replace(/(skuId|id)$/, "store"), `${stored.taken} are already taken by orders`);
    skus.set(id, { locale, kind });
  };

  file.courses.forEach((course, c) => {
    const at = `courses[${c}]`;
    unique(`course:${course.id}`, `${at}.id`);
    const storedLocale = reference.courses.get(course.id);
    if (storedLocale && storedLocale !== course.locale) problem(`${at}.id`, `${course.id} is already a course of the ${storedLocale} site`);
    courses.set(course.id, course.locale);
    course.classes.forEach((run, r) => {
      unique(`class:${run.id}`, `${at}.classes[${r}].id`);
      const storedCourse = reference.classes.get(run.id);
      if (storedCourse && storedCourse !== course.id) problem(`${at}.classes[${r}].id`, `${run.id} is already a class of ${storedCourse}`);
      unique(`sku:${run.sale.skuId}`, `${at}.classes[${r}].sale.skuId`);
      sameSku(run.sale.skuId, course.locale, "class", run.sale.store, `${at}.classes[${r}].sale.skuId`);
    });
  });
  file.products.forEach((product, p) => {
    unique(`sku:${product.id}`, `products[${p}].id`);
    sameSku(product.id, product.locale, product.kind, product.store, `products[${p}].id`);
  });

  const materialsOk = (locale: Locale, materials: readonly { skuId: string }[], at: string) =>
    materials.forEach((material, m) => {
      const sku = skus.get(material.skuId);
      if (!sku || sku.locale !== locale || sku.kind !== "goods") problem(`${at}.materials[${m}].skuId`, `${material.skuId} is not goods of the ${locale} site`);
    });

  file.courses.forEach((course, c) => {
    const at = `courses[${c}]`;
    const site = reference.sites.get(course.locale);
    if (!site) return problem(`${at}.locale`, `no site ${course.locale}`);
    if (!site.subjectIds.has(course.subjectId)) problem(`${at}.subjectId`, `the ${course.locale} site does not teach subject ${course.subjectId}`);
    if (!reference.courseTypeIds.has(course.courseTypeId)) problem(`${at}.courseTypeId`, `no course type ${course.courseTypeId}`);
    if (!reference.termIds.has(course.termId)) problem(`${at}.termId`, `no term ${course.termId}`);
    if (!reference.channelIds.has(course.channelId)) problem(`${at}.channelId`, `no channel ${course.channelId}`);
    if (course.levelDegreeId !== undefined && reference.levelDegrees.get(course.levelDegreeId) !== course.subjectId)
      problem(`${at}.levelDegreeId`, `level degree ${course.levelDegreeId} is not one of subject ${course.subjectId}`);
    course.gradeIds.forEach((grade, g) => {
      if (!site.gradeIds.has(grade)) problem(`${at}.gradeIds[${g}]`, `grade ${grade} is not a grade of the ${course.locale} site`);
    });
    course.classes.forEach((run, r) => {
      const classAt = `${at}.classes[${r}]`;
      if (run.teachingPointId !== undefined && !site.teachingPointIds.has(run.teachingPointId))
        problem(`${classAt}.teachingPointId`, `teaching point ${run.teachingPointId} is not one of the ${course.locale} site`);
      for (const [field, ids] of [["teacherIds", run.teacherIds], ["tutorIds", run.tutorIds]] as const)
        ids.forEach((teacher, i) => {
          if (!site.teacherIds.has(teacher)) problem(`${classAt}.${field}[${i}]`, `teacher ${teacher} does not teach on the ${course.locale} site`);
        });
      run.lessons.forEach((lesson, l) => {
        if (lesson.teacherId !== undefined && !site.teacherIds.has(lesson.teacherId))
          problem(`${classAt}.lessons[${l}].teacherId`, `teacher ${lesson.teacherId} does not teach on the ${course.locale} site`);
      });
      materialsOk(course.locale, run.sale.materials, `${classAt}.sale`);
    });
  });

  file.products.forEach((product, p) => {
    const at = `products[${p}]`;
    if (!reference.sites.has(product.locale)) return problem(`${at}.locale`, `no site ${product.locale}`);
    if (product.courseId !== undefined && courses.get(product.courseId) !== product.locale)
      problem(`${at}.courseId`, `${product.courseId} is not a course of the ${product.locale} site`);
    materialsOk(product.locale, product.materials, at);
    product.items.forEach((item, i) => {
      const sku = skus.get(item);
      if (!sku || sku.locale !== product.locale || sku.kind !== "class") problem(`${at}.items[${i}]`, `${item} is not a class of the ${product.locale} site`);
    });
  });

  file.collections.forEach((collection, k) => {
    const at = `collections[${k}]`;
    unique(`collection:${collection.id}`, `${at}.id`);
    const storedLocale = reference.collections.get(collection.id);
    if (storedLocale && storedLocale !== collection.locale) problem(`${at}.id`, `${collection.id} is already a collection of the ${storedLocale} site`);
    if (!reference.sites.has(collection.locale)) return problem(`${at}.locale`, `no site ${collection.locale}`);
    collection.groups.forEach((group, g) =>
      group.skuIds.forEach((skuId, i) => {
        const sku = skus.get(skuId);
        // A subscription plan has no card of its own to show: it is sold from its course's class pages.
        if (!sku || sku.locale !== collection.locale || sku.kind === "subscription")
          problem(`${at}.groups[${g}].skuIds[${i}]`, `${skuId} is not a class, package, recorded course or goods of the ${collection.locale} site`);
      }),
    );
  });
  return problems;
}
