import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ErrorCode } from "../../api/errors.js";
import { importCatalogue } from "../../server/catalogue/import.js";
import { catalogueFileSchema } from "../../schemas/catalogue-file.js";
import { skus } from "../../server/db/schema.js";
import { signIn } from "../helpers/accounts.js";
import { inProcessClient, startTestService, ukContext, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);
const jpContext = { ...usContext, header: { schoolCode: "8101", timezone: "Asia/Tokyo" }, countryCode: "JP", channelCode: "web-jp", language: "ja" as const };
const PERMANENT = "us-fractions-video";
const LATER = "us-geometry-video";
const WORKBOOK = "us-amc8-workbook";
const NONE_LEFT = "us-number-sense-cards";
const CLASS = "us-amc8-prep-online-sku";
const notFound = { code: ErrorCode.NOT_FOUND_OR_ENDED };

describe("a recorded course", () => {
  it("answers its card, syllabus and validity: null days is permanently valid", async () => {
    const detail = await visitor().call("queryRecordedCourseDetail", { skuId: PERMANENT }, usContext);
    expect(detail.card).toMatchObject({ id: PERMANENT, kind: "recorded", title: "Fractions Mastery Video Course", sellPrice: 9900, spec: null, inWish: false });
    expect(detail.card.sellStore).toBe(9999 - 412);
    expect(detail.syllabus).toHaveLength(10);
    expect(detail.syllabus[0]).toBe("What a fraction really means");
    expect(detail).toMatchObject({ validDays: null, course: null });
  });

  it("gives the days a purchase lasts and a sale that opens later", async () => {
    const detail = await visitor().call("queryRecordedCourseDetail", { skuId: LATER }, usContext);
    expect(detail.validDays).toBe(180);
    expect(detail.card.tag).toBe(11);
    expect(detail.card.remainSellTime).toBeGreaterThan(4 * 86_400_000);
  });

  it("speaks the request's language", async () => {
    const detail = await visitor().call("queryRecordedCourseDetail", { skuId: "jp-wariai-video" }, jpContext);
    expect(detail.card.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(detail.syllabus.every((line) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line))).toBe(true);
  });

  it("answers 4003 for goods, a class, another site's recorded course and an unknown id", async () => {
    for (const skuId of [WORKBOOK, CLASS, "no-such-sku"]) {
      await expect(visitor().call("queryRecordedCourseDetail", { skuId }, usContext)).rejects.toMatchObject(notFound);
    }
    await expect(visitor().call("queryRecordedCourseDetail", { skuId: PERMANENT }, ukContext)).rejects.toMatchObject(notFound);
  });

  it("refuses a bad id with the field named", async () => {
    await expect(visitor().call("queryRecordedCourseDetail", { skuId: "../x" }, usContext)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("skuId") });
  });
});

describe("goods", () => {
  it("answer their card, stock and the courses with open classes that sell them as material", async () => {
    const detail = await visitor().call("queryGoodsDetail", { skuId: WORKBOOK }, usContext);
    expect(detail.card).toMatchObject({ id: WORKBOOK, kind: "goods", title: "AMC 8 Practice Workbook", sellPrice: 3500, store: 150, sellStore: 112, remainSellTime: 0 });
    expect(detail.card.summary).toContain("320 contest-style problems");
    expect(detail.materialFor).toEqual([{ id: "us-amc8-prep", title: "AMC 8 Competition Prep" }]);
  });

  it("with none in store are sold out (tag 15) and material for nothing", async () => {
    const detail = await visitor().call("queryGoodsDetail", { skuId: NONE_LEFT }, usContext);
    expect(detail.card).toMatchObject({ store: 0, sellStore: 0, tag: 15 });
    expect(detail.materialFor).toEqual([]);
  });

  it("show an item taken by an unpaid order as gone at once, here and in the live sell status", async () => {
    await running.store.db.update(skus).set({ taken: sql`${skus.taken} + 2` }).where(eq(skus.id, WORKBOOK));
    try {
      expect((await visitor().call("queryGoodsDetail", { skuId: WORKBOOK }, usContext)).card.sellStore).toBe(110);
      expect((await visitor().call("queryCourseSellStatus", { skuIds: [WORKBOOK] }, usContext)).list[0]).toMatchObject({ sellStore: 110, courseClosed: false });
    } finally {
      await running.store.db.update(skus).set({ taken: sql`${skus.taken} - 2` }).where(eq(skus.id, WORKBOOK));
    }
  });

  it("answer 4003 for a recorded course, a class, another site's goods and an unknown id", async () => {
    for (const skuId of [PERMANENT, CLASS, "uk-sats-practice-papers", "no-such-sku"]) {
      await expect(visitor().call("queryGoodsDetail", { skuId }, usContext)).rejects.toMatchObject(notFound);
    }
  });

  it("mark the signed-in student's wish", async () => {
    const family = await signIn(running);
    await family.api.call("addWish", { studentId: family.uid, skuId: WORKBOOK }, family.call);
    expect((await family.api.call("queryGoodsDetail", { skuId: WORKBOOK }, family.call)).card.inWish).toBe(true);
    expect((await visitor().call("queryGoodsDetail", { skuId: WORKBOOK }, usContext)).card.inWish).toBe(false);
  });
});

describe("products linked to courses", () => {
  const course = (id: string, year: number, material: string) => ({
    id,
    locale: "us",
    subjectId: 1,
    courseTypeId: 1,
    termId: 1,
    channelId: 1,
    gradeIds: [104],
    content: { en: { title: `Decimals ${year}`, syllabus: ["Tenths", "Hundredths"] } },
    classes: [
      {
        id: `${id}-a`,
        platformType: 1,
        deliveryMode: "ZOOM",
        teacherIds: [1],
        lessons: [{ startsAt: `${year}-01-05T17:00:00Z`, endsAt: `${year}-01-05T18:00:00Z` }],
        sale: { skuId: `${id}-a-sku`, price: 9900, store: 10, materials: [{ skuId: material, required: true }] },
      },
    ],
  });

  it("a recorded course names its course and follows its syllabus when it has none; goods leave out courses whose classes are over", async () => {
    const file = catalogueFileSchema.parse({
      courses: [course("us-products-past", 2020, "us-products-kit"), course("us-products-next", 2030, "us-products-kit")],
      products: [
        { id: "us-products-kit", locale: "us", kind: "goods", content: { en: { title: "Decimal kit" } }, price: 1500, store: 30 },
        { id: "us-products-video", locale: "us", kind: "recorded", courseId: "us-products-next", content: { en: { title: "Decimals on video" } }, price: 4900, store: 500, validDays: 90 },
      ],
    });
    await importCatalogue(running.store.db, file);

    const recorded = await visitor().call("queryRecordedCourseDetail", { skuId: "us-products-video" }, usContext);
    expect(recorded).toMatchObject({ validDays: 90, course: { id: "us-products-next", title: "Decimals 2030" }, syllabus: ["Tenths", "Hundredths"] });
    expect(recorded.card.spec).toBeNull();

    const goods = await visitor().call("queryGoodsDetail", { skuId: "us-products-kit" }, usContext);
    expect(goods.materialFor).toEqual([{ id: "us-products-next", title: "Decimals 2030" }]);
  });
});
