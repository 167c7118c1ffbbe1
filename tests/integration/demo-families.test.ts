import { asc, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { loadAllFixtures, FixtureError } from "../../server/db/load-fixtures.js";
import { accounts, couponCampaigns, familyCoupons, families } from "../../server/db/schema.js";
import { demoUuid, seedStore } from "../../server/db/seed.js";
import { CANNOT_USE_REASON } from "../../rules/commerce/coupons.js";
import demoFamilies from "../../fixtures/demo-families.json";
import { signIn, uniqueEmail } from "../helpers/accounts.js";
import { siteOf } from "../helpers/test-sites.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

type DemoLocale = "us" | "uk" | "sg" | "hk";
type Product = { skuId: string; attachmentSkuIds?: string[] };

/**
 * A sensible checkout per site for the demo coupons: a class with its materials, and one without materials. A
 * materials coupon shows reason 7 only on an order without materials, so no single checkout shows every reason
 * and a usable materials coupon at once.
 */
const CHECKOUTS: Record<DemoLocale, { withMaterials: Product; withoutMaterials: Product }> = {
  us: {
    withMaterials: { skuId: "us-amc8-prep-online-sku", attachmentSkuIds: ["us-amc8-workbook"] },
    withoutMaterials: { skuId: "us-amc8-prep-online-sku", attachmentSkuIds: [] },
  },
  uk: {
    withMaterials: { skuId: "uk-year6-sats-booster-london-sku", attachmentSkuIds: ["uk-sats-practice-papers"] },
    withoutMaterials: { skuId: "uk-eleven-plus-maths-online-sku" },
  },
  sg: {
    withMaterials: { skuId: "sg-psle-maths-online-sku", attachmentSkuIds: ["sg-psle-topical-book"] },
    withoutMaterials: { skuId: "sg-psle-maths-online-sku", attachmentSkuIds: [] },
  },
  hk: {
    withMaterials: { skuId: "hk-p3-olympiad-causeway-bay-sku", attachmentSkuIds: ["hk-olympiad-workbook"] },
    withoutMaterials: { skuId: "hk-sasmo-prep-team-sku" },
  },
};

function siteContext(locale: DemoLocale): CallContext {
  const site = siteOf(locale);
  return { header: { schoolCode: site.schoolCode, timezone: site.timezone }, countryCode: site.countryCode, channelCode: site.channelCode, language: site.defaultLanguage };
}

const EVERY_REASON = Object.values(CANNOT_USE_REASON).sort((a, b) => a - b);

describe.each(demoFamilies.map((family) => [family.locale as DemoLocale, family] as const))("the %s demo family", (locale, family) => {
  const context = siteContext(locale);
  let parent: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    parent = await signIn(running, { email: family.login.email }, context);
  });

  it("signs in with its login as the family's first student, with its students", async () => {
    expect(parent.newUser).toBe(false);
    expect(parent.uid).toBe(demoUuid(`student:${family.students[0]!.cardNo}`));
    const students = await parent.api.call("getFamilyStudentsList", {}, parent.call);
    expect([students.currentAccount, ...students.associatedAccount].map((student) => [student.card, student.firstName, student.lastName, student.gradeId])).toEqual(
      family.students.map((student) => [student.cardNo, student.firstName, student.lastName, student.gradeId]),
    );
    expect((await parent.api.call("queryUserBasicInfo", { fillInAttention: false }, parent.call)).parentNickname).toBe(family.parentNickname);
    if (family.login.phone) {
      const byPhone = await signIn(running, family.login.phone, context);
      expect(byPhone.uid).toBe(parent.uid);
    }
  });

  it("holds a new, an expire-soon and an available-soon coupon, and an expired one in its history", async () => {
    const available = (await parent.api.call("queryUserCoupons", { list: "available" }, parent.call)).list;
    expect(new Set(available.map((coupon) => coupon.timeStatus))).toEqual(new Set([null, 1, 2, 3]));
    const history = (await parent.api.call("queryUserCoupons", { list: "history" }, parent.call)).list;
    expect(history.map((coupon) => coupon.historyStatus)).toContain(2);
    const detail = await parent.api.call("queryCouponDetail", { couponId: history[0]!.id }, parent.call);
    expect(detail.historyStatus).toBe(2);
  });

  it("shows every cannot-use reason, and a usable tuition and materials coupon, at its site's checkouts", async () => {
    const judge = async (product: Product, historyUseCouponIds: string[] = []) =>
      (await parent.api.call("queryAvalibaleCoupons", { studentId: parent.uid, products: [{ ...product, quantity: 1 }], historyUseCouponIds }, parent.call)).effectCoupons;
    const { withMaterials, withoutMaterials } = CHECKOUTS[locale];

    const first = await judge(withMaterials);
    const materials = first.find((coupon) => coupon.usable && coupon.category === "materials");
    expect(materials, "a usable materials coupon").toBeDefined();
    expect(first.some((coupon) => coupon.usable && coupon.category === "tuition" && coupon.saving > 0)).toBe(true);

    // The parent has chosen the materials coupon: a coupon that stands alone now shows reason 4.
    const chosen = await judge(withMaterials, [materials!.id]);
    expect(chosen.find((coupon) => coupon.id === materials!.id)).toMatchObject({ usable: true });
    const withoutMaterialsJudged = await judge(withoutMaterials);
    expect(withoutMaterialsJudged.filter((coupon) => coupon.category === "materials").map((coupon) => coupon.reason)).toEqual([CANNOT_USE_REASON.textbookFeeOnly]);

    const reasons = new Set([...chosen, ...withoutMaterialsJudged].flatMap((coupon) => (coupon.reason === null ? [] : [coupon.reason])));
    expect([...reasons].sort((a, b) => a - b)).toEqual(EVERY_REASON);
    expect(new Set(chosen.flatMap((coupon) => (coupon.reason === null ? [] : [coupon.reason])))).toEqual(
      new Set([CANNOT_USE_REASON.onlySelectedCourses, CANNOT_USE_REASON.orderMinimum, CANNOT_USE_REASON.notYetAvailable, CANNOT_USE_REASON.notCombinable, CANNOT_USE_REASON.savingsCapReached]),
    );
  });
});

describe("seeding the demo families", () => {
  const familyIds = demoFamilies.map((family) => demoUuid(`family:${family.id}`));
  const snapshot = async () => ({
    families: await running.store.db.select().from(families).where(inArray(families.id, familyIds)).orderBy(asc(families.id)),
    accounts: await running.store.db.select().from(accounts).where(inArray(accounts.familyId, familyIds)).orderBy(asc(accounts.uid)),
    coupons: await running.store.db.select().from(familyCoupons).where(inArray(familyCoupons.familyId, familyIds)).orderBy(asc(familyCoupons.id)),
    campaigns: await running.store.db.select().from(couponCampaigns).where(like(couponCampaigns.id, "%-demo-%")).orderBy(asc(couponCampaigns.id)),
  });

  it("gives each site's family its students and coupons once; seeding again changes nothing", async () => {
    const before = await snapshot();
    expect(before.families).toHaveLength(demoFamilies.length);
    expect(before.accounts).toHaveLength(demoFamilies.reduce((sum, family) => sum + family.students.length, 0));
    expect(before.coupons).toHaveLength(demoFamilies.reduce((sum, family) => sum + family.coupons.length, 0));
    expect(await seedStore(running.store, { force: true })).toBe("seeded");
    expect(await seedStore(running.store, { force: true })).toBe("seeded");
    expect(await snapshot()).toEqual(before);
  });

  it("leaves out a family whose login another account holds, and refuses a coupon of another site", async () => {
    const fixtures = await loadAllFixtures();
    const taken = uniqueEmail();
    await signIn(running, { email: taken });
    const [template] = fixtures["demo-families.json"];
    const newcomer = { ...template!, id: "us-demo-newcomer", login: { email: taken }, students: [{ ...template!.students[0]!, cardNo: "000000199" }] };
    await seedStore(running.store, { force: true, fixtures: { ...fixtures, "demo-families.json": [newcomer] } });
    expect(await running.store.db.select().from(families).where(inArray(families.id, [demoUuid("family:us-demo-newcomer")]))).toEqual([]);

    const strayCoupon = { ...newcomer, login: { email: uniqueEmail() }, coupons: [{ campaignId: "uk-demo-tuition-10", receivedInDays: 0 }] };
    await expect(seedStore(running.store, { force: true, fixtures: { ...fixtures, "demo-families.json": [strayCoupon] } })).rejects.toThrow(FixtureError);
  });
});
