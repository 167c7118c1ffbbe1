import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestOf } from "../../schemas/api/contract.js";
import { catalogueFileSchema } from "../../schemas/catalogue-file.js";
import { importCatalogue } from "../../server/catalogue/import.js";
import { openStore, type Store } from "../../server/db/connection.js";
import { channelGroups, channels, classSearch, courses, skus } from "../../server/db/schema.js";
import { projectPath } from "../../server/paths.js";
import { createPostgresDatabase, hkContext, inProcessClient, startTestService, testStore, usContext, type TestService } from "../helpers/test-service.js";

// The catalogue search reads class_search, which triggers keep in step with the catalogue (decision 0015).

const EARLY = "us-search-test-early-sku";
const LATE = "us-search-test-late-sku";

const run = (id: string, day: string, platformType: number, price: number) => ({
  id,
  platformType,
  deliveryMode: "ZOOM",
  teacherIds: [1],
  lessons: [{ startsAt: `${day}T17:00:00Z`, endsAt: `${day}T18:00:00Z` }],
  sale: { skuId: `${id}-sku`, price, store: 10 },
});

const course = (overrides: Record<string, unknown> = {}) => ({
  id: "us-search-test",
  locale: "us",
  subjectId: 1,
  courseTypeId: 1,
  termId: 1,
  channelId: 1,
  gradeIds: [104],
  content: { en: { title: "Tessellation workshop", syllabus: ["Tiles that cover a plane"] } },
  classes: [run("us-search-test-early", "2030-02-01", 1, 9900), run("us-search-test-late", "2030-03-01", 4, 5900)],
  ...overrides,
});

describe("searching a catalogue that changes", () => {
  let running: TestService;
  beforeAll(async () => {
    running = await startTestService();
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ courses: [course()] }));
  });
  afterAll(async () => {
    await running?.close();
  });

  const search = async (request: RequestOf<"searchCourses">) => {
    const found = await inProcessClient(running).call("searchCourses", { keyword: "tessellation", ...request }, usContext);
    expect(found.total).toBe(found.list.length);
    return found.list.map((card) => card.id);
  };
  const setTaken = (id: string, taken: number) => running.store.db.update(skus).set({ taken }).where(eq(skus.id, id));

  it("finds a new course's classes by its words and every filter", async () => {
    expect(await search({})).toEqual([EARLY, LATE]);
    expect(await search({ gradeId: 104, subjectId: 1, termId: 1, channelId: 1, courseTypeId: 1 })).toEqual([EARLY, LATE]);
    expect(await search({ platformCombineType: 4 })).toEqual([LATE]);
    expect(await search({ sort: "priceAsc" })).toEqual([LATE, EARLY]);
    expect(await search({ gradeId: 105 })).toEqual([]);
  });

  it("puts a class after those with seats the moment its last seat is taken, and back when one is given back", async () => {
    await setTaken(EARLY, 10);
    expect(await search({})).toEqual([LATE, EARLY]);
    await setTaken(EARLY, 9);
    expect(await search({})).toEqual([EARLY, LATE]);
    await setTaken(EARLY, 0);
  });

  it("follows what the SKU itself changes: its price, whether it is a class, whether a seat is left", async () => {
    await running.store.db.update(skus).set({ price: 1900 }).where(eq(skus.id, EARLY));
    expect(await search({ sort: "priceAsc" })).toEqual([EARLY, LATE]);
    await running.store.db.update(skus).set({ kind: "goods" }).where(eq(skus.id, EARLY));
    expect(await search({})).toEqual([LATE]);
    await running.store.db.update(skus).set({ kind: "class", price: 9900 }).where(eq(skus.id, EARLY));
    expect(await search({ sort: "priceAsc" })).toEqual([LATE, EARLY]);
    const before = await running.store.db.select().from(classSearch).where(eq(classSearch.skuId, EARLY));
    await setTaken(EARLY, 2);
    expect(await running.store.db.select().from(classSearch).where(eq(classSearch.skuId, EARLY))).toEqual(before);
    await setTaken(EARLY, 0);
  });

  it("follows an import that changes the course, its classes and their prices", async () => {
    const changed = course({
      subjectId: 4,
      gradeIds: [106],
      content: { en: { title: "Tiling puzzles", syllabus: ["Tiles that cover a plane"] } },
      classes: [run("us-search-test-early", "2030-04-01", 1, 4900), run("us-search-test-late", "2030-03-01", 4, 5900)],
    });
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ courses: [changed] }));
    expect(await search({})).toEqual([]);
    expect(await search({ keyword: "tiling puzzles", subjectId: 4, gradeId: 106 })).toEqual([LATE, EARLY]);
    expect(await search({ keyword: "tiling", sort: "priceAsc" })).toEqual([EARLY, LATE]);
    expect(await search({ keyword: "tiling", subjectId: 1 })).toEqual([]);
    const selectors = await inProcessClient(running).call("queryCourseSelectors", { keyword: "tiling" }, usContext);
    expect(selectors.subjects.map((subject) => subject.id)).toEqual([0, 4]);
    expect(selectors.grades.map((grade) => grade.id)).toEqual([0, 106]);
  });

  it("follows a channel moved to another group", async () => {
    const [channel] = await running.store.db.select().from(channels).where(eq(channels.id, 1));
    const [other] = await running.store.db.select().from(channelGroups).where(sql`${channelGroups.id} <> ${channel!.groupId}`).limit(1);
    await running.store.db.update(channels).set({ groupId: other!.id }).where(eq(channels.id, 1));
    try {
      expect(await search({ keyword: "tiling", channelGroupId: other!.id })).toEqual([LATE, EARLY]);
      expect(await search({ keyword: "tiling", channelGroupId: channel!.groupId })).toEqual([]);
    } finally {
      await running.store.db.update(channels).set({ groupId: channel!.groupId }).where(eq(channels.id, 1));
    }
  });

  it("forgets a class whose SKU or course is deleted", async () => {
    await running.store.db.delete(skus).where(eq(skus.id, EARLY));
    expect(await search({ keyword: "tiling" })).toEqual([LATE]);
    await running.store.db.delete(courses).where(eq(courses.id, "us-search-test"));
    expect(await search({ keyword: "tiling" })).toEqual([]);
    expect(await running.store.db.select().from(classSearch).where(eq(classSearch.skuId, LATE))).toEqual([]);
  });
});

describe("searching recorded courses, goods and packages", () => {
  let running: TestService;
  beforeAll(async () => {
    running = await startTestService();
  });
  afterAll(async () => {
    await running?.close();
  });

  const find = async (request: RequestOf<"searchProducts">, context = usContext) => {
    const found = await inProcessClient(running).call("searchProducts", request, context);
    expect(found.total).toBe(found.list.length);
    return found.list.map((card) => card.id);
  };

  it("finds the site's products by every word of the keyword, in any case, those sold out last", async () => {
    expect(await find({ keyword: "VIDEO course" })).toEqual(["us-fractions-video", "us-geometry-video"].sort());
    expect(await find({ keyword: "workbook" })).toEqual(["us-amc8-workbook"]);
    expect(await find({ keyword: "amc 8" })).toEqual(expect.arrayContaining(["us-amc8-workbook", "us-amc8-prealgebra-bundle"]));
    expect(await find({ keyword: "amc geometry" })).toEqual([]);
    // Nothing left of the flash cards: found, after what can be bought.
    expect(await find({ keyword: "card" })).toEqual(["us-number-sense-cards"]);
  });

  it("answers cards that say what each is, and only the kinds asked", async () => {
    const { list } = await inProcessClient(running).call("searchProducts", { keyword: "fractions" }, usContext);
    expect(list).toEqual([expect.objectContaining({ id: "us-fractions-video", kind: "recorded", title: "Fractions Mastery Video Course" })]);
    expect(await find({ keyword: "amc", kinds: ["goods"] })).toEqual(["us-amc8-workbook"]);
    expect(await find({ keyword: "amc", kinds: ["package"] })).toEqual(["us-amc8-prealgebra-bundle"]);
  });

  it("finds Chinese words without spaces, on the site's own products only", async () => {
    expect(await find({ keyword: "分數" }, hkContext("zh-Hant"))).toEqual(["hk-p4-fractions-video"]);
    expect(await find({ keyword: "奧數" }, hkContext("zh-Hant"))).toEqual(expect.arrayContaining(["hk-olympiad-workbook", "hk-olympiad-sasmo-bundle"]));
    expect(await find({ keyword: "分數" })).toEqual([]);
    expect(await find({ keyword: "fractions" }, hkContext("en"))).toEqual(["hk-p4-fractions-video"]);
  });

  it("takes % and _ as themselves, and leaves out a product whose sale has ended", async () => {
    expect(await find({ keyword: "%" })).toEqual([]);
    expect(await find({ keyword: "_" })).toEqual([]);
    await running.store.db.update(skus).set({ saleEndsAt: new Date(Date.now() - 60_000) }).where(eq(skus.id, "us-amc8-workbook"));
    expect(await find({ keyword: "workbook" })).toEqual([]);
  });

  it("keeps a product's words in step with the catalogue import", async () => {
    const product = { id: "us-search-test-poster", locale: "us", kind: "goods", price: 900, store: 5, content: { en: { title: "Times tables poster" }, fr: { title: "Affiche des tables de multiplication" } } };
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ products: [product] }));
    expect(await find({ keyword: "multiplication" })).toEqual(["us-search-test-poster"]);
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ products: [{ ...product, content: { en: { title: "Number line poster" } } }] }));
    expect(await find({ keyword: "multiplication" })).toEqual([]);
    expect(await find({ keyword: "number line poster" })).toEqual(["us-search-test-poster"]);
  });
});

describe("the search migrations on a store that already has a catalogue", () => {
  const MIGRATION = "catalogue_search";
  const migrations = projectPath("server/db/migrations");
  let store: Store;
  let folder: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  /** A copy of the migrations folder that stops just before MIGRATION. */
  async function migrationsBefore(dir: string): Promise<string> {
    const journal = JSON.parse(await readFile(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
    expect(index).toBeGreaterThan(0);
    const earlier = journal.entries.slice(0, index);
    await mkdir(path.join(dir, "meta"), { recursive: true });
    for (const { tag } of earlier) await copyFile(path.join(migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    await writeFile(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: earlier }));
    return dir;
  }
  const migrateWith = (migrationsFolder: string) =>
    store.kind === "pglite" ? migratePglite(store.db as never, { migrationsFolder }) : migratePg(store.db as never, { migrationsFolder });

  beforeAll(async () => {
    const database = testStore === "postgres" ? await createPostgresDatabase() : undefined;
    dropDatabase = database?.drop;
    store = await openStore({ databaseUrl: database?.url, dataDir: ":memory:" });
    folder = await mkdtemp(path.join(tmpdir(), "migrations-"));
    await migrateWith(await migrationsBefore(folder));
  });
  afterAll(async () => {
    await store?.close();
    await dropDatabase?.();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("fills the search table with the class SKUs the store already has, and keeps it in step after", async () => {
    await store.db.execute(sql`
      insert into sites (locale, school_code, brand, default_language, languages, currency, timezone, country_code, channel_code, names,
                         school_name, school_simplify_name, flag, phone_area_codes, grade_system, subject_ids, features, contact)
      values ('us', '415', 'brand', 'en', '["en"]', '{}', 'America/Los_Angeles', 'US', 'web-us', '{}', 'School', 'S', 'us', '[]', 'us', '[1]', '{}', '{}')`);
    await store.db.execute(sql`insert into subjects (id, names) values (1, '{}')`);
    await store.db.execute(sql`insert into course_types (id, names) values (1, '{}')`);
    await store.db.execute(sql`insert into terms (id, names) values (1, '{}')`);
    await store.db.execute(sql`insert into channel_groups (id, names) values (7, '{}')`);
    await store.db.execute(sql`insert into channels (id, group_id, names) values (3, 7, '{}')`);
    await store.db.execute(sql`
      insert into courses (id, locale, subject_id, course_type_id, term_id, channel_id, grade_ids, year, content, search_text)
      values ('us-old', 'us', 1, 1, 1, 3, '[104, 105]', 2030, '{}', 'an old course')`);
    await store.db.execute(sql`
      insert into classes (id, course_id, platform_type, delivery_mode, teacher_ids, starts_at, ends_at)
      values ('us-old-a', 'us-old', 2, 'OFFLINE', '[]', '2030-01-05T17:00:00Z', '2030-03-05T18:00:00Z')`);
    await store.db.execute(sql`
      insert into skus (id, locale, kind, class_id, course_id, price, store, sold, held)
      values ('us-old-a-sku', 'us', 'class', 'us-old-a', 'us-old', 9900, 5, 3, 2), ('us-old-book', 'us', 'goods', null, null, 1500, 50, 0, 0)`);
    await store.db.execute(sql`
      update skus set content = '{"en": {"title": "Old Book", "summary": "Tiles", "syllabus": ["One", "Two"]}, "fr": {"title": "Vieux livre", "summary": "", "syllabus": []}}'
      where id = 'us-old-book'`);

    await migrateWith(migrations);
    expect(await store.db.select().from(classSearch)).toEqual([
      {
        skuId: "us-old-a-sku",
        locale: "us",
        subjectId: 1,
        courseTypeId: 1,
        termId: 1,
        channelId: 3,
        channelGroupId: 7,
        levelDegreeId: null,
        gradeIds: [104, 105],
        platformType: 2,
        startsAt: new Date("2030-01-05T17:00:00Z"),
        endsAt: new Date("2030-03-05T18:00:00Z"),
        price: 9900,
        soldOut: true,
        searchText: "an old course",
      },
    ]);
    // Its 3 sold and 2 held seats became 5 taken (migration 0028): one given back puts it on sale again.
    expect((await store.db.select({ taken: skus.taken }).from(skus).where(eq(skus.id, "us-old-a-sku")))[0]).toEqual({ taken: 5 });
    await store.db.update(skus).set({ taken: 4 }).where(eq(skus.id, "us-old-a-sku"));
    expect(await store.db.select({ soldOut: classSearch.soldOut }).from(classSearch)).toEqual([{ soldOut: false }]);
  });

  it("gives the products the store already has their words to be searched by (product_search), and classes none", async () => {
    const words = await store.db.select({ id: skus.id, searchText: skus.searchText }).from(skus).orderBy(skus.id);
    expect(words).toEqual([
      { id: "us-old-a-sku", searchText: null },
      { id: "us-old-book", searchText: "old book\ntiles\none\ntwo\nvieux livre\n" },
    ]);
  });
});
