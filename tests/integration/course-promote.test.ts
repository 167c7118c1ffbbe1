import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallContext } from "../../api/client.js";
import { TRIAL_COURSE_TYPE_ID } from "../../app/components/catalogue/first-class/first-class-loader.server.js";
import { packageSaving } from "../../app/components/catalogue/promote/package-price.js";
import { PAGE_SIZE_MAX } from "../../schemas/api/calls/catalogue.js";
import { inProcessClient, startTestService, usContext, type TestService } from "../helpers/test-service.js";

// What the package (promote) and trial-class (FirstClass) pages ask the catalogue, on the seeded fixtures.

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const visitor = () => inProcessClient(running);
const context = (schoolCode: string, timezone: string, countryCode: string, channelCode: string, language: CallContext["language"]): CallContext => ({
  header: { schoolCode, timezone },
  countryCode,
  channelCode,
  language,
});
const hkContext = context("8520", "Asia/Hong_Kong", "HK", "web-hk", "zh-Hant");
const jpContext = context("8101", "Asia/Tokyo", "JP", "web-jp", "ja");
const bmusContext = context("8601", "America/Los_Angeles", "US", "web-bmus", "en");
const bmsgContext = context("6502", "Asia/Singapore", "SG", "web-bmsg", "en");

describe("a package's page data", () => {
  it("us: the package's own SKU with its two classes, saving against them booked apart", async () => {
    const { card, items } = await visitor().call("queryCourseDetail", { skuId: "us-amc8-prealgebra-bundle" }, usContext);
    expect(card).toMatchObject({ kind: "package", spec: null, sellPrice: 99000 });
    expect(items.map((item) => [item.id, item.kind])).toEqual([
      ["us-amc8-prep-online-sku", "class"],
      ["us-prealgebra-honors-cupertino-sku", "class"],
    ]);
    expect(packageSaving(card, items)).toEqual({ comparedWith: "separately", reference: 110000, saving: 11000 });
    const { list } = await visitor().call("queryCourseSellStatus", { skuIds: [card.id] }, usContext);
    expect(list).toEqual([expect.objectContaining({ skuId: card.id, store: card.store, sellStore: card.sellStore })]);
  });

  it("hk: the package in the site's language and currency", async () => {
    const { card, items } = await visitor().call("queryCourseDetail", { skuId: "hk-olympiad-sasmo-bundle" }, hkContext);
    expect(card.kind).toBe("package");
    expect(card.title).toBe("小三奧數 + SASMO 特訓套餐");
    expect(items).toHaveLength(2);
    expect(packageSaving(card, items)?.saving).toBeGreaterThan(0);
  });

  it("a class's detail is no package (the promote page is a 404 for it)", async () => {
    const { card, items } = await visitor().call("queryCourseDetail", { skuId: "us-amc8-prep-online-sku" }, usContext);
    expect(card.kind).toBe("class");
    expect(items).toEqual([]);
  });
});

describe("the trial classes' page data", () => {
  const trials = (call: CallContext) =>
    visitor().call("searchCourses", { courseTypeId: TRIAL_COURSE_TYPE_ID, sort: "startDate", pageSize: PAGE_SIZE_MAX }, call);

  it("finds only the site's trial-lesson classes that are not over", async () => {
    const us = await trials(usContext);
    expect(us.list.map((card) => card.id)).toContain("us-math-trial-live-sku");
    expect(us.list.every((card) => card.spec?.courseTypeId === TRIAL_COURSE_TYPE_ID && !card.spec.courseClosed)).toBe(true);
    const jp = await trials(jpContext);
    expect(jp.list.map((card) => card.id)).toContain("jp-trial-lesson-online-sku");
  });

  it("finds none on the tutoring brand's sites, which then show the empty state", async () => {
    expect((await trials(bmusContext)).total).toBe(0);
    expect((await trials(bmsgContext)).total).toBe(0);
  });
});
