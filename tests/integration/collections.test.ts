import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ErrorCode } from "../../api/errors.js";
import { parseCatalogueFile } from "../../server/catalogue/catalogue-file.js";
import { CatalogueImportError, importCatalogue } from "../../server/catalogue/import.js";
import { catalogueFileSchema } from "../../schemas/catalogue-file.js";
import { collections, skus } from "../../server/db/schema.js";
import { signIn } from "../helpers/accounts.js";
import { hkContext, inProcessClient, startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

// Collections (/courses/aggregational-detail/{pageId}): what queryAggregationalDetail answers and what the import accepts.

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);
const US_COLLECTION = "us-amc-contest-season";
const HK_COLLECTION = "hk-maths-competitions";
const notFound = { code: ErrorCode.NOT_FOUND_OR_ENDED };
const idsOf = (groups: { list: { id: string }[] }[]) => groups.map((group) => group.list.map((card) => card.id));

describe("a collection's page data", () => {
  it("us: title, introduction and each group's products as cards with live status, in the file's order", async () => {
    const page = await visitor().call("queryAggregationalDetail", { pageId: US_COLLECTION }, usContext);
    expect(page.title).toBe("AMC contest season: every class in one place");
    expect(page.summary).toContain("AMC 10 and AIME");
    expect(page.groups.map((group) => group.title)).toEqual(["AMC 8 classes", "AMC 10 seminars", "Save with a bundle", "Practise at home"]);
    expect(idsOf(page.groups)).toEqual([
      ["us-amc8-prep-online-sku", "us-amc8-prep-cupertino-sku"],
      ["us-amc10-prep-small-group-sku", "us-amc10-prep-big-sku"],
      ["us-amc8-prealgebra-bundle"],
      ["us-amc8-workbook", "us-geometry-video"],
    ]);
    expect(page.groups.flatMap((group) => group.list.map((card) => card.kind))).toEqual(["class", "class", "class", "class", "package", "goods", "recorded"]);
    const full = page.groups[1]!.list[0]!;
    expect(full).toMatchObject({ sellStore: 0, tag: 15 });
    expect(page.groups[3]!.list[1]!.remainSellTime).toBeGreaterThan(0);
  });

  it("hk: in the site's language, and in English when asked", async () => {
    const chinese = await visitor().call("queryAggregationalDetail", { pageId: HK_COLLECTION }, hkContext("zh-Hant"));
    expect(chinese.title).toBe("數學比賽一站看：奧數、SASMO 及 AMC 8 課程");
    expect(chinese.groups.map((group) => group.title)).toEqual(["奧數及 SASMO 課程", "AMC 8 課程", "優惠套餐", "在家練習"]);
    expect(chinese.groups[0]!.list[0]!.title).toMatch(/[\u4e00-\u9fff]/);

    const english = await visitor().call("queryAggregationalDetail", { pageId: HK_COLLECTION }, hkContext("en"));
    expect(english.title).toBe("Maths competitions in one place: Olympiad, SASMO and AMC 8");
    expect(english.groups[0]!.title).toBe("Olympiad and SASMO classes");
    expect(english.groups[0]!.list[0]!.title).toBe("P3 Olympiad Maths Thinking");
  });

  it("answers 4003 for another site's collection and an unknown id", async () => {
    await expect(visitor().call("queryAggregationalDetail", { pageId: US_COLLECTION }, ukContext)).rejects.toMatchObject(notFound);
    await expect(visitor().call("queryAggregationalDetail", { pageId: HK_COLLECTION }, usContext)).rejects.toMatchObject(notFound);
    await expect(visitor().call("queryAggregationalDetail", { pageId: "no-such-page" }, usContext)).rejects.toMatchObject(notFound);
  });

  it("refuses a bad id with the field named", async () => {
    await expect(visitor().call("queryAggregationalDetail", { pageId: "../x" }, usContext)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("pageId") });
  });

  it("marks the signed-in student's wishes on its cards", async () => {
    const family = await signIn(running);
    await family.api.call("addWish", { studentId: family.uid, skuId: "us-amc8-workbook" }, family.call);
    const page = await family.api.call("queryAggregationalDetail", { pageId: US_COLLECTION }, family.call);
    expect(page.groups[3]!.list.map((card) => card.inWish)).toEqual([true, false]);
  });
});

describe("importing collections", () => {
  const kit = { id: "us-collection-kit", locale: "us", kind: "goods", content: { en: { title: "Contest kit" } }, price: 2500, store: 40 };
  const collection = (overrides: object = {}) => ({
    id: "us-collection-test",
    locale: "us",
    content: { en: { title: "Spring picks", summary: "What we recommend this spring." } },
    groups: [
      { title: { en: "Classes" }, skuIds: ["us-amc8-prep-online-sku"] },
      { title: { en: "At home" }, skuIds: ["us-collection-kit", "us-amc8-workbook"] },
    ],
    ...overrides,
  });

  it("refuses a group listing a product twice or nothing, naming the row and field", () => {
    const text = JSON.stringify({ collections: [collection({ groups: [{ title: { en: "Twice" }, skuIds: ["us-amc8-workbook", "us-amc8-workbook"] }, { title: { en: "None" }, skuIds: [] }] })] });
    const error = (() => {
      try {
        parseCatalogueFile(text);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).problems.map((problem) => problem.path)).toEqual(["collections[0].groups[0].skuIds", "collections[0].groups[1].skuIds"]);
  });

  it("refuses a product of another site, naming the row and field, and writes nothing of the file", async () => {
    const file = catalogueFileSchema.parse({
      products: [kit],
      collections: [collection({ groups: [{ title: { en: "Mixed" }, skuIds: ["us-collection-kit", "uk-sats-practice-papers"] }] })],
    });
    const error = await importCatalogue(running.store.db, file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).problems).toEqual([
      { path: "collections[0].groups[0].skuIds[1]", message: expect.stringContaining("uk-sats-practice-papers is not a class, package, recorded course or goods of the us site") },
    ]);
    expect(await running.store.db.select().from(collections).where(eq(collections.id, "us-collection-test"))).toEqual([]);
    expect(await running.store.db.select().from(skus).where(eq(skus.id, "us-collection-kit"))).toEqual([]);
  });

  it("refuses moving a stored collection to another site", async () => {
    const file = catalogueFileSchema.parse({ collections: [collection({ id: US_COLLECTION, locale: "uk", groups: [{ title: { en: "Papers" }, skuIds: ["uk-sats-practice-papers"] }] })] });
    await expect(importCatalogue(running.store.db, file)).rejects.toMatchObject({
      problems: [{ path: "collections[0].id", message: `${US_COLLECTION} is already a collection of the us site` }],
    });
  });

  it("imports a collection with products of the same file, updates it on import again, and leaves out a product that is gone with its emptied group", async () => {
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ products: [kit], collections: [collection()] }));
    const first = await visitor().call("queryAggregationalDetail", { pageId: "us-collection-test" }, usContext);
    expect(first).toMatchObject({ title: "Spring picks", summary: "What we recommend this spring." });
    expect(idsOf(first.groups)).toEqual([["us-amc8-prep-online-sku"], ["us-collection-kit", "us-amc8-workbook"]]);

    const changed = collection({
      content: { en: { title: "Summer picks" } },
      groups: [
        { title: { en: "Everything" }, skuIds: ["us-amc8-workbook", "us-collection-kit"] },
        { title: { en: "The kit" }, skuIds: ["us-collection-kit"] },
      ],
    });
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ collections: [changed] }));
    const second = await visitor().call("queryAggregationalDetail", { pageId: "us-collection-test" }, usContext);
    expect(second).toMatchObject({ title: "Summer picks", summary: "" });
    expect(second.groups.map((group) => group.title)).toEqual(["Everything", "The kit"]);
    expect(idsOf(second.groups)).toEqual([["us-amc8-workbook", "us-collection-kit"], ["us-collection-kit"]]);

    await running.store.db.delete(skus).where(eq(skus.id, "us-collection-kit"));
    const third = await visitor().call("queryAggregationalDetail", { pageId: "us-collection-test" }, usContext);
    expect(third.groups.map((group) => group.title)).toEqual(["Everything"]);
    expect(idsOf(third.groups)).toEqual([["us-amc8-workbook"]]);
  });
});
