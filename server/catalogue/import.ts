import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { CatalogueFile } from "../../schemas/catalogue-file.js";
import type { CourseContentByLanguage } from "../../schemas/catalogue.js";
import type { Database } from "../db/connection.js";
import * as t from "../db/schema.js";
import { catalogueProblems, type CatalogueProblem, type CatalogueReference } from "./references.js";
import { replacedColumns } from "../db/upsert.js";

export class CatalogueImportError extends Error {
  override name = "CatalogueImportError";
  constructor(readonly problems: CatalogueProblem[]) {
    super(problems.map((problem) => `${problem.path}: ${problem.message}`).join("\n"));
  }
}

/** What the store holds that a catalogue file may refer to. */
export async function loadCatalogueReference(db: Database): Promise<CatalogueReference> {
  // One after another: the seed runs this inside a transaction, and a transaction's connection takes one query at a time.
  const sites = await db.select({ locale: t.sites.locale, gradeSystem: t.sites.gradeSystem, subjectIds: t.sites.subjectIds }).from(t.sites);
  const grades = await db.select({ id: t.grades.id, system: t.grades.system }).from(t.grades);
  const teachers = await db.select({ id: t.teachers.id, locale: t.teachers.locale }).from(t.teachers);
  const points = await db.select({ id: t.teachingPoints.id, locale: t.teachingPoints.locale }).from(t.teachingPoints);
  const levelDegrees = await db.select({ id: t.levelDegrees.id, subjectId: t.levelDegrees.subjectId }).from(t.levelDegrees);
  const channels = await db.select({ id: t.channels.id }).from(t.channels);
  const courseTypes = await db.select({ id: t.courseTypes.id }).from(t.courseTypes);
  const terms = await db.select({ id: t.terms.id }).from(t.terms);
  const skus = await db.select({ id: t.skus.id, locale: t.skus.locale, kind: t.skus.kind, taken: t.skus.taken }).from(t.skus);
  const courses = await db.select({ id: t.courses.id, locale: t.courses.locale }).from(t.courses);
  const classes = await db.select({ id: t.classes.id, courseId: t.classes.courseId }).from(t.classes);
  const collections = await db.select({ id: t.collections.id, locale: t.collections.locale }).from(t.collections);
  const idsWhere = <R extends { id: number }>(rows: R[], keep: (row: R) => boolean) => new Set(rows.filter(keep).map((row) => row.id));
  return {
    sites: new Map(
      sites.map((site) => [
        site.locale,
        {
          subjectIds: new Set(site.subjectIds),
          gradeIds: idsWhere(grades, (grade) => grade.system === site.gradeSystem),
          teacherIds: idsWhere(teachers, (teacher) => teacher.locale === site.locale),
          teachingPointIds: idsWhere(points, (point) => point.locale === site.locale),
        },
      ]),
    ),
    levelDegrees: new Map(levelDegrees.map((degree) => [degree.id, degree.subjectId])),
    channelIds: new Set(channels.map((row) => row.id)),
    courseTypeIds: new Set(courseTypes.map((row) => row.id)),
    termIds: new Set(terms.map((row) => row.id)),
    skus: new Map(skus.map(({ id, ...sku }) => [id, sku])),
    courses: new Map(courses.map((course) => [course.id, course.locale])),
    classes: new Map(classes.map((run) => [run.id, run.courseId])),
    collections: new Map(collections.map((collection) => [collection.id, collection.locale])),
  };
}

/** Every language's words of a course or product, with any other names given, lower-cased, to look keywords up in. */
function searchTextOf(content: CourseContentByLanguage, names: Iterable<string> = []) {
  const words = Object.values(content).flatMap((inLanguage) => (inLanguage ? [inLanguage.title, inLanguage.summary, ...inLanguage.syllabus] : []));
  return [...words, ...names].join("\n").toLowerCase();
}

/** A course's row: its first lesson's year, and its words with its teachers' names. */
function courseRow({ classes, ...course }: CatalogueFile["courses"][number], teacherNames: ReadonlyMap<number, string>) {
  const teachers = new Set(classes.flatMap((run) => run.teacherIds.map((id) => teacherNames.get(id) ?? "")));
  const year = new Date(classes[0]!.lessons[0]!.startsAt).getUTCFullYear();
  return { ...course, year, searchText: searchTextOf(course.content, teachers) };
}

/** The part of a file the store does not have yet (the seed adds its demo catalogue without touching what an operator changed). */
function withoutStored(file: CatalogueFile, reference: CatalogueReference): CatalogueFile {
  return {
    courses: file.courses.filter((course) => !reference.courses.has(course.id)),
    products: file.products.filter((product) => !reference.skus.has(product.id)),
    collections: file.collections.filter((collection) => !reference.collections.has(collection.id)),
  };
}

const CHUNK = 500;
async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}


export interface ImportCounts {
  courses: number;
  classes: number;
  skus: number;
}

/**
 * Writes a catalogue file in one transaction: all of it, or nothing when a reference does not hold
 * (CatalogueImportError lists every problem by path). Rows with the file's ids are updated in place;
 * seats taken are never touched (a new SKU starts with the file's `sold`), and a store below them is refused. `onlyNew` leaves rows that
 * exist as they are.
 */
export async function importCatalogue(db: Database, whole: CatalogueFile, options: { onlyNew?: boolean } = {}): Promise<ImportCounts> {
  return db.transaction(async (tx) => {
    const reference = await loadCatalogueReference(tx as unknown as Database);
    const file = options.onlyNew ? withoutStored(whole, reference) : whole;
    const problems = catalogueProblems(file, reference);
    if (problems.length) throw new CatalogueImportError(problems);
    const teacherNames = new Map((await tx.select({ id: t.teachers.id, name: t.teachers.name }).from(t.teachers)).map((row) => [row.id, row.name]));

    const courseRows = file.courses.map((course) => courseRow(course, teacherNames));
    await inChunks(courseRows, (chunk) =>
      tx.insert(t.courses).values(chunk).onConflictDoUpdate({
        target: t.courses.id,
        set: replacedColumns(t.courses, ["catalogueCode", "subjectId", "courseTypeId", "termId", "channelId", "levelDegreeId", "levelDegreeStar", "gradeIds", "year", "isCompetition", "entranceTest", "curriculumPackageId", "content", "searchText"]),
      }),
    );

    const runs = file.courses.flatMap((course) => course.classes.map((run) => ({ course, run })));
    await inChunks(runs, (chunk) =>
      tx
        .insert(t.classes)
        .values(
          chunk.map(({ course, run }) => ({
            id: run.id,
            courseId: course.id,
            teachingPointId: run.teachingPointId,
            platformType: run.platformType,
            deliveryMode: run.deliveryMode,
            teacherIds: run.teacherIds,
            tutorIds: run.tutorIds,
            startsAt: new Date(run.lessons[0]!.startsAt),
            endsAt: new Date(run.lessons.at(-1)!.endsAt),
            roomUrl: run.roomUrl ?? null,
          })),
        )
        .onConflictDoUpdate({ target: t.classes.id, set: replacedColumns(t.classes, ["teachingPointId", "platformType", "deliveryMode", "teacherIds", "tutorIds", "startsAt", "endsAt", "roomUrl"]) }),
    );
    // Lessons are updated in place: the students rescheduled into one (guests) stay seated; those past the file's count go.
    await inChunks(runs, (chunk) =>
      tx.delete(t.lessons).where(or(...chunk.map(({ run }) => and(eq(t.lessons.classId, run.id), gt(t.lessons.number, run.lessons.length))))),
    );
    const lessonRows = runs.flatMap(({ course, run }) =>
      run.lessons.map((lesson, index) => ({
        classId: run.id,
        number: index + 1,
        startsAt: new Date(lesson.startsAt),
        endsAt: new Date(lesson.endsAt),
        teacherId: lesson.teacherId ?? run.teacherIds[0]!,
        topic: Object.fromEntries(Object.entries(course.content).flatMap(([language, content]) => (content.syllabus[index] ? [[language, content.syllabus[index]]] : []))),
        replayUrl: lesson.replayUrl ?? null,
      })),
    );
    await inChunks(lessonRows, (chunk) =>
      tx
        .insert(t.lessons)
        .values(chunk)
        .onConflictDoUpdate({ target: [t.lessons.classId, t.lessons.number], set: replacedColumns(t.lessons, ["startsAt", "endsAt", "teacherId", "topic", "replayUrl"]) }),
    );

    const date = (value: string | undefined) => (value ? new Date(value) : null);
    const skuRows = [
      ...runs.map(({ course, run }) => ({
        id: run.sale.skuId,
        locale: course.locale,
        kind: "class" as const,
        classId: run.id,
        courseId: course.id,
        content: null,
        price: run.sale.price,
        orgPrice: run.sale.orgPrice ?? null,
        store: run.sale.store,
        taken: run.sale.sold,
        saleStartsAt: date(run.sale.saleStartsAt),
        saleEndsAt: date(run.sale.saleEndsAt),
        validDays: null,
        activity: run.sale.activity ?? null,
        newFamiliesOnly: run.sale.newFamiliesOnly,
        searchText: null,
      })),
      ...file.products.map((product) => ({
        id: product.id,
        locale: product.locale,
        kind: product.kind,
        classId: null,
        courseId: product.courseId ?? null,
        content: product.content,
        price: product.price,
        orgPrice: product.orgPrice ?? null,
        store: product.store,
        taken: product.sold,
        saleStartsAt: date(product.saleStartsAt),
        saleEndsAt: date(product.saleEndsAt),
        validDays: product.validDays ?? null,
        activity: product.activity ?? null,
        newFamiliesOnly: product.newFamiliesOnly,
        // A plan is found through its course's page, not by a keyword.
        searchText: product.kind === "subscription" ? null : searchTextOf(product.content),
      })),
    ];
    await inChunks(skuRows, (chunk) =>
      tx.insert(t.skus).values(chunk).onConflictDoUpdate({
        target: t.skus.id,
        set: replacedColumns(t.skus, ["courseId", "content", "price", "orgPrice", "store", "saleStartsAt", "saleEndsAt", "validDays", "activity", "newFamiliesOnly", "searchText"]),
      }),
    );

    const skuIds = skuRows.map((row) => row.id);
    const materials = [
      ...runs.map(({ run }) => ({ skuId: run.sale.skuId, materials: run.sale.materials })),
      ...file.products.map((product) => ({ skuId: product.id, materials: product.materials })),
    ].flatMap(({ skuId, materials: items }) => items.map((item) => ({ skuId, attachedSkuId: item.skuId, category: item.category, required: item.required, selected: item.required || item.selected })));
    await inChunks(skuIds, (chunk) => tx.delete(t.skuAttachments).where(inArray(t.skuAttachments.skuId, chunk)));
    await inChunks(materials, (chunk) => tx.insert(t.skuAttachments).values(chunk));

    const packages = file.products.filter((product) => product.kind === "package");
    await inChunks(packages, (chunk) => tx.delete(t.packageItems).where(inArray(t.packageItems.packageSkuId, chunk.map((product) => product.id))));
    const items = packages.flatMap((product) => product.items.map((itemSkuId) => ({ packageSkuId: product.id, itemSkuId })));
    await inChunks(items, (chunk) => tx.insert(t.packageItems).values(chunk));

    // A recorded course's lessons are the file's, numbered in order; where students stopped is kept by lesson number.
    const recorded = file.products.filter((product) => product.kind === "recorded");
    await inChunks(recorded, (chunk) => tx.delete(t.recordedLessons).where(inArray(t.recordedLessons.skuId, chunk.map((product) => product.id))));
    const recordedLessons = recorded.flatMap((product) => product.lessons.map((lesson, index) => ({ skuId: product.id, number: index + 1, ...lesson })));
    await inChunks(recordedLessons, (chunk) => tx.insert(t.recordedLessons).values(chunk));

    await inChunks(file.collections, (chunk) =>
      tx
        .insert(t.collections)
        .values(chunk.map(({ id, locale, content, groups }) => ({ id, locale, content, groups })))
        .onConflictDoUpdate({ target: t.collections.id, set: replacedColumns(t.collections, ["content", "groups"]) }),
    );

    // The search's plans depend on these statistics, and PGlite has no autovacuum to gather them (decision 0015).
    await tx.execute(sql`analyze ${t.classSearch}`);
    return { courses: courseRows.length, classes: runs.length, skus: skuRows.length };
  });
}
