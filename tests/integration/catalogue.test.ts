import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { ErrorCode } from "../../api/errors.js";
import { sendDueAvailabilityAlerts } from "../../server/catalogue/availability-alerts.js";
import { CatalogueImportError, importCatalogue } from "../../server/catalogue/import.js";
import { catalogueFileSchema } from "../../schemas/catalogue-file.js";
import { lessons, outboxMessages, skuAttachments, skus } from "../../server/db/schema.js";
import { signIn, signInWithStudent, uniqueEmail } from "../helpers/accounts.js";
import { inProcessClient, startTestService, usContext, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);
const ukContext = { ...usContext, header: { schoolCode: "440", timezone: "Europe/London" }, countryCode: "GB", channelCode: "web-uk" };
const jpContext = { ...usContext, header: { schoolCode: "8101", timezone: "Asia/Tokyo" }, countryCode: "JP", channelCode: "web-jp", language: "ja" as const };
const FULL = "us-amc10-prep-small-group-sku";
const LATER = "us-ap-calculus-review-evening-sku";
const OPEN = "us-amc8-prep-online-sku";
const ENDED = "us-algebra-bootcamp-los-altos-sku";

/** A family whose student's information is complete (the sign-up check asks for it). */
const completeFamily = () => signInWithStudent(running);

describe("searching the catalogue", () => {
  it("finds only the site's classes that are not over, with every filter, and pages them", async () => {
    const all = await visitor().call("searchCourses", { pageSize: 48 }, usContext);
    expect(all.total).toBeGreaterThan(10);
    expect(all.list.every((card) => card.id.startsWith("us-") && card.kind === "class" && !card.spec!.courseClosed)).toBe(true);
    expect(all.list.map((card) => card.id)).not.toContain(ENDED);

    const coding = await visitor().call("searchCourses", { subjectId: 4, pageSize: 48 }, usContext);
    expect(coding.total).toBeGreaterThan(0);
    expect(coding.list.every((card) => card.spec!.subjectId === 4)).toBe(true);

    const grade = all.list[0]!.spec!.gradeList[0]!.id;
    const byGrade = await visitor().call("searchCourses", { gradeId: grade, subjectId: 1, termId: all.list[0]!.spec!.termId, pageSize: 48 }, usContext);
    expect(byGrade.list.every((card) => card.spec!.gradeList.some((g) => g.id === grade) && card.spec!.subjectId === 1)).toBe(true);

    const first = await visitor().call("searchCourses", { pageSize: 5, page: 1, sort: "priceAsc" }, usContext);
    const second = await visitor().call("searchCourses", { pageSize: 5, page: 2, sort: "priceAsc" }, usContext);
    expect(first.total).toBe(all.total);
    expect(first.list.map((card) => card.id)).not.toEqual(expect.arrayContaining(second.list.map((card) => card.id)));
    expect(first.list.at(-1)!.sellPrice).toBeLessThanOrEqual(second.list[0]!.sellPrice);

    const withEnded = await visitor().call("searchCourses", { includeEnded: true, pageSize: 48 }, usContext);
    expect(withEnded.total).toBeGreaterThan(all.total);
  });

  it("looks keywords up in every language, Chinese and Japanese without spaces included", async () => {
    const amc = await visitor().call("searchCourses", { keyword: "amc 8" }, usContext);
    expect(amc.list.length).toBeGreaterThan(0);
    expect(amc.list.every((card) => /amc/i.test(card.title))).toBe(true);
    const jp = await visitor().call("searchCourses", { keyword: "オリンピック" }, jpContext);
    expect(jp.list.length).toBeGreaterThan(0);
    expect(jp.list.every((card) => card.title.includes("オリンピック"))).toBe(true);
    expect(await visitor().call("searchCourses", { keyword: "100%_" }, usContext)).toMatchObject({ total: 0 });
  });

  it("offers the filter options that find a class, each list starting with ALL", async () => {
    const selectors = await visitor().call("queryCourseSelectors", {}, usContext);
    for (const list of Object.values(selectors)) expect(list[0]).toEqual({ id: 0, name: "ALL" });
    expect(selectors.subjects.map((subject) => subject.id)).toEqual([0, 1, 4]);
    const coding = await visitor().call("queryCourseSelectors", { subjectId: 4 }, usContext);
    // The chosen facet keeps its other options; the others narrow to what coding classes have.
    expect(coding.subjects.map((subject) => subject.id)).toEqual([0, 1, 4]);
    expect(coding.levelDegrees.length).toBeLessThan(selectors.levelDegrees.length);
  });

  it("refuses bad filters with the field named", async () => {
    await expect(visitor().call("searchCourses", { pageSize: 500 } as never, usContext)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT, message: expect.stringContaining("pageSize") });
    await expect(visitor().call("searchCourses", { keyword: "x".repeat(51) }, usContext)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
  });
});

describe("a course's detail and live state", () => {
  it("answers a SKU of the site with lessons and syllabus, and 4003 for another site's", async () => {
    const detail = await visitor().call("queryCourseDetail", { skuId: OPEN }, usContext);
    expect(detail.card.spec!.lessonCount).toBe(detail.lessons.length);
    expect(detail.syllabus.length).toBeGreaterThan(0);
    expect(detail.alternates.map((alternate) => alternate.locale)).toContain("ca");
    await expect(visitor().call("queryCourseDetail", { skuId: OPEN }, ukContext)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await expect(visitor().call("queryCourseDetail", { skuId: "no-such-sku" }, usContext)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    // Goods have their own page and call.
    await expect(visitor().call("queryCourseDetail", { skuId: "us-amc8-workbook" }, usContext)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });

  it("tags each state as SPEC §4 says, and the sell status follows a seat taken at once", async () => {
    const { list } = await visitor().call("queryCourseSellStatus", { skuIds: [FULL, LATER, OPEN, ENDED] }, usContext);
    const status = new Map(list.map((row) => [row.skuId, row]));
    expect(status.get(FULL)).toMatchObject({ tag: 15, sellStore: 0 });
    expect(status.get(LATER)!.tag).toBe(11);
    expect(status.get(LATER)!.remainSellTime).toBeGreaterThan(1000);
    expect(status.get(ENDED)!.courseClosed).toBe(true);

    const before = status.get(OPEN)!.sellStore;
    await running.store.db.update(skus).set({ taken: sql`${skus.taken} + 1` }).where(eq(skus.id, OPEN));
    const after = await visitor().call("queryCourseSellStatus", { skuIds: [OPEN] }, usContext);
    expect(after.list[0]!.sellStore).toBe(before - 1);
    await running.store.db.update(skus).set({ taken: sql`${skus.taken} - 1` }).where(eq(skus.id, OPEN));
  });
});

describe("the catalogue's sitemap", () => {
  it("lists the site's products that have a page, classes not ended, each with the same course on other sites", async () => {
    const { list } = await visitor().call("queryCatalogueSitemap", {}, usContext);
    const ids = list.map((product) => product.skuId);
    expect(ids).toContain(OPEN);
    expect(ids).not.toContain(ENDED);
    expect(new Set(list.map((product) => product.kind))).toEqual(new Set(["class", "package", "recorded", "goods"]));
    expect(list.every((product) => product.skuId.startsWith("us-"))).toBe(true);
    const shared = list.find((product) => product.skuId === OPEN)!;
    expect(shared.alternates.map((alternate) => alternate.locale)).toContain("ca");
    expect(shared.alternates.every((alternate) => alternate.locale !== "us")).toBe(true);
    // Each other site once, with a product of the same kind.
    expect(new Set(shared.alternates.map((alternate) => alternate.locale)).size).toBe(shared.alternates.length);
    const { list: caList } = await visitor().call("queryCatalogueSitemap", {}, { ...usContext, header: { schoolCode: "105", timezone: "America/Toronto" }, countryCode: "CA", channelCode: "web-ca" });
    const caSku = shared.alternates.find((alternate) => alternate.locale === "ca")!.skuId;
    expect(caList.find((product) => product.skuId === caSku)?.kind).toBe("class");
  });
});

describe("the sign-up check", () => {
  it("answers 6 until the student's information is complete, then 0; 2 for a full, later or ended class; 3 for another grade", async () => {
    const fresh = await signIn(running, { email: uniqueEmail() });
    expect(await fresh.api.call("querySignUpCheckV2", { skuId: OPEN, studentId: fresh.uid }, fresh.call)).toMatchObject({ status: 6 });

    const family = await completeFamily();
    const check = (skuId: string) => family.api.call("querySignUpCheckV2", { skuId, studentId: family.uid }, family.call);
    const grade4 = "us-grade4-problem-solving-online-sku";
    expect(await check(grade4)).toMatchObject({ status: 0, leftChance: null, examId: null });
    for (const skuId of [FULL, LATER, ENDED]) expect((await check(skuId)).status).toBe(2);
    expect((await check("us-ap-calculus-review-evening-sku")).status).toBe(2);
    expect((await check("us-k2-number-sense-irvine-sku")).status).toBe(3);
  });

  it("asks a family that signed in by phone on an e-mail-first site to bind an e-mail (4)", async () => {
    const family = await signInWithStudent(running, { phone: "4155550" + String(Math.floor(Math.random() * 900) + 100), countryCallingCode: "+1" });
    expect(await family.api.call("querySignUpCheckBase", { skuId: "us-grade4-problem-solving-online-sku", studentId: family.uid }, family.call)).toMatchObject({ status: 4 });
  });

  it("answers 4003 for another family's student", async () => {
    const family = await completeFamily();
    const other = await completeFamily();
    await expect(family.api.call("querySignUpCheckV2", { skuId: OPEN, studentId: other.uid }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
  });
});

describe("the wish list and availability alerts", () => {
  it("keeps a student's wishes, marks them on cards, and refuses another family's student", async () => {
    const family = await completeFamily();
    const other = await completeFamily();
    await family.api.call("addWish", { studentId: family.uid, skuId: OPEN }, family.call);
    await family.api.call("addWish", { studentId: family.uid, skuId: OPEN }, family.call);
    const { list } = await family.api.call("queryWishList", { studentId: family.uid }, family.call);
    expect(list.map((card) => card.id)).toEqual([OPEN]);
    expect(list[0]!.inWish).toBe(true);
    await expect(family.api.call("addWish", { studentId: other.uid, skuId: OPEN }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await expect(family.api.call("addWish", { studentId: family.uid, skuId: "uk-eleven-plus-maths-online-sku" }, family.call)).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND_OR_ENDED });
    await family.api.call("cancelWish", { studentId: family.uid, skuId: OPEN }, family.call);
    expect((await family.api.call("queryWishList", { studentId: family.uid }, family.call)).list).toEqual([]);
  });

  it("makes each card with its class's lessons, its materials, and the student's wish and alert", async () => {
    const family = await completeFamily();
    await family.api.call("addWish", { studentId: family.uid, skuId: OPEN }, family.call);
    await family.api.call("setAvailabilityAlert", { studentId: family.uid, skuId: FULL, enabled: true }, family.call);
    const cards = new Map((await family.api.call("queryWishList", { studentId: family.uid }, family.call)).list.map((card) => [card.id, card]));
    const [material] = await running.store.db.select().from(skuAttachments).where(eq(skuAttachments.skuId, OPEN));
    const [workbook] = await running.store.db.select().from(skus).where(eq(skus.id, material!.attachedSkuId));
    expect(cards.get(OPEN)).toMatchObject({
      inWish: true,
      alertSet: false,
      attachedItems: [{ skuId: workbook!.id, title: workbook!.content!.en!.title, category: material!.category, price: workbook!.price, required: material!.required, selected: material!.selected }],
    });
    expect(cards.get(FULL)).toMatchObject({ inWish: true, alertSet: true, attachedItems: [] });
    const open = cards.get(OPEN)!;
    const taught = await running.store.db.select({ startsAt: lessons.startsAt }).from(lessons).where(eq(lessons.classId, open.spec!.clazzId));
    expect(open.spec).toMatchObject({ lessonCount: taught.length, leftLesson: taught.filter((lesson) => lesson.startsAt > new Date()).length });
    expect(open.perSellPrice).toBe(Math.round(open.sellPrice / taught.length));
    // A visitor's cards mark no wish.
    expect((await visitor().call("queryCourseDetail", { skuId: OPEN }, usContext)).card).toMatchObject({ inWish: false, alertSet: false });
  });

  it("sends an alert once when a full class gets a seat, and none once cancelled", async () => {
    const email = uniqueEmail();
    const family = await signIn(running, { email });
    const cancelled = await completeFamily();
    await expect(family.api.call("setAvailabilityAlert", { studentId: family.uid, skuId: OPEN, enabled: true }, family.call)).rejects.toMatchObject({ code: ErrorCode.INVALID_INPUT });
    expect(await family.api.call("setAvailabilityAlert", { studentId: family.uid, skuId: FULL, enabled: true }, family.call)).toEqual({ alertSet: true });
    await cancelled.api.call("setAvailabilityAlert", { studentId: cancelled.uid, skuId: FULL, enabled: true }, cancelled.call);
    await cancelled.api.call("setAvailabilityAlert", { studentId: cancelled.uid, skuId: FULL, enabled: false }, cancelled.call);

    const sentTo = async (recipient: string) => (await running.store.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).filter((message) => message.subject.startsWith("A place is open"));
    await sendDueAvailabilityAlerts(running.store.db, running.service.messenger, running.service.sites, new Date());
    expect(await sentTo(email)).toHaveLength(0);

    const [full] = await running.store.db.select().from(skus).where(eq(skus.id, FULL));
    await running.store.db.update(skus).set({ taken: full!.taken - 1 }).where(eq(skus.id, FULL));
    try {
      await Promise.all([1, 2, 3].map(() => sendDueAvailabilityAlerts(running.store.db, running.service.messenger, running.service.sites, new Date())));
      await sendDueAvailabilityAlerts(running.store.db, running.service.messenger, running.service.sites, new Date());
      const sent = await sentTo(email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(`/courses/detail/${FULL}`);
      expect((await family.api.call("queryWishList", { studentId: family.uid }, family.call)).list[0]).toMatchObject({ id: FULL, alertSet: false });
      expect(await sentTo((await cancelled.api.call("queryUserBasicInfo", {}, cancelled.call)).email!)).toHaveLength(0);
    } finally {
      await running.store.db.update(skus).set({ taken: full!.taken }).where(and(eq(skus.id, FULL)));
    }
  });
});

describe("importing a catalogue file", () => {
  const course = (overrides: Record<string, unknown> = {}) => ({
    id: "us-import-test",
    locale: "us",
    subjectId: 1,
    courseTypeId: 1,
    termId: 1,
    channelId: 1,
    gradeIds: [104],
    content: { en: { title: "Imported fractions", syllabus: ["Halves"] } },
    classes: [
      {
        id: "us-import-test-a",
        platformType: 1,
        deliveryMode: "ZOOM",
        teacherIds: [1],
        lessons: [{ startsAt: "2030-01-05T17:00:00Z", endsAt: "2030-01-05T18:00:00Z" }],
        sale: { skuId: "us-import-test-a-sku", price: 9900, store: 10 },
      },
    ],
    ...overrides,
  });

  it("writes nothing of a file with one bad reference, naming its row and field", async () => {
    const other = course().classes[0]!;
    const second = course({ id: "us-import-test-2", gradeIds: [201], classes: [{ ...other, id: "us-import-test-b", sale: { ...other.sale, skuId: "us-import-test-b-sku" } }] });
    const file = catalogueFileSchema.parse({ courses: [course(), second] });
    const error = await importCatalogue(running.store.db, file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).problems).toEqual([{ path: "courses[1].gradeIds[0]", message: expect.stringContaining("201") }]);
    expect(await running.store.db.select().from(skus).where(eq(skus.id, "us-import-test-a-sku"))).toEqual([]);
  });

  it("imports a file, and importing it again updates the rows without touching taken seats", async () => {
    const file = catalogueFileSchema.parse({ courses: [course()] });
    expect(await importCatalogue(running.store.db, file)).toEqual({ courses: 1, classes: 1, skus: 1 });
    await running.store.db.update(skus).set({ taken: 4 }).where(eq(skus.id, "us-import-test-a-sku"));
    const cheaper = catalogueFileSchema.parse({ courses: [{ ...course(), classes: [{ ...course().classes[0]!, sale: { skuId: "us-import-test-a-sku", price: 8900, store: 12 } }] }] });
    await importCatalogue(running.store.db, cheaper);
    expect((await running.store.db.select().from(skus).where(eq(skus.id, "us-import-test-a-sku")))[0]).toMatchObject({ price: 8900, store: 12, taken: 4 });

    // A student rescheduled into the lesson keeps the seat through an import that moves it; a lesson the file no longer has goes.
    await running.store.db.update(lessons).set({ guests: 1 }).where(eq(lessons.classId, course().classes[0]!.id));
    const moved = { startsAt: "2030-01-05T18:00:00Z", endsAt: "2030-01-05T19:00:00Z" };
    await importCatalogue(running.store.db, catalogueFileSchema.parse({ courses: [{ ...course(), classes: [{ ...course().classes[0]!, lessons: [moved, { startsAt: "2030-01-12T18:00:00Z", endsAt: "2030-01-12T19:00:00Z" }] }] }] }));
    expect(await running.store.db.select({ number: lessons.number, startsAt: lessons.startsAt, guests: lessons.guests }).from(lessons).where(eq(lessons.classId, course().classes[0]!.id)).orderBy(lessons.number)).toEqual([
      { number: 1, startsAt: new Date(moved.startsAt), guests: 1 },
      { number: 2, startsAt: new Date("2030-01-12T18:00:00Z"), guests: 0 },
    ]);
    await importCatalogue(running.store.db, cheaper);
    expect(await running.store.db.select({ number: lessons.number }).from(lessons).where(eq(lessons.classId, course().classes[0]!.id))).toEqual([{ number: 1 }]);

    const tooFew = catalogueFileSchema.parse({ courses: [{ ...course(), classes: [{ ...course().classes[0]!, sale: { skuId: "us-import-test-a-sku", price: 8900, store: 3 } }] }] });
    await expect(importCatalogue(running.store.db, tooFew)).rejects.toMatchObject({ problems: [{ path: "courses[0].classes[0].sale.store", message: "4 are already taken by orders" }] });
  });
});
