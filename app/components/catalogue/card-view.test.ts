import { describe, expect, it } from "vitest";
import { siteOf } from "../../../tests/helpers/test-sites.js";
import { alertReason, cardButtonStatus, countdownClock, lessonSchedule, shownTag, struckPrice } from "./card-view.js";
import { courseCard } from "./catalogue-test-support.js";
import { courseDetailPath, productPath } from "../../../rules/catalogue/product-paths.js";

describe("shownTag", () => {
  it.each([
    { name: "the answer's tag while the time is the answer's", card: courseCard({ tag: 13, sellStore: 14 }), remaining: 0, tag: 13 },
    { name: "short ids of a learner's course have no availability text", card: courseCard({ tag: 2 }), remaining: 0, tag: null },
    { name: "to be sold, then new once the countdown ends", card: courseCard({ tag: 11, remainSellTime: 4000, sellStore: 16 }), remaining: 1000, tag: 12 },
    { name: "to be sold, then full when nothing is left", card: courseCard({ tag: 11, remainSellTime: 4000, sellStore: 0 }), remaining: 0, tag: 15 },
    { name: "open, then to be sold again with the hk offset", card: courseCard({ tag: 12, remainSellTime: 500 }), remaining: 4500, tag: 11 },
  ])("$name", ({ card, remaining, tag }) => {
    expect(shownTag(card, remaining)).toBe(tag);
  });
});

describe("cardButtonStatus", () => {
  it.each([
    { card: courseCard(), remaining: 0, unpaid: false, status: "enrol" },
    { card: courseCard({ sellStore: 0 }), remaining: 0, unpaid: false, status: "full" },
    { card: courseCard({ sellStore: 0 }), remaining: 0, unpaid: true, status: "enrolNow" },
    { card: courseCard({ remainSellTime: 1001 }), remaining: 1001, unpaid: false, status: "forSale" },
    { card: courseCard({ remainSellTime: 1001 }), remaining: 1000, unpaid: false, status: "enrol" },
    { card: courseCard({}, { courseClosed: true }), remaining: 0, unpaid: false, status: "courseEnded" },
    { card: courseCard({}, { courseClosed: true }), remaining: 0, unpaid: true, status: "unavailable" },
    { card: courseCard({ spec: null }), remaining: 0, unpaid: false, status: "enrol" },
  ])("$status (remaining $remaining ms, unpaid list $unpaid)", ({ card, remaining, unpaid, status }) => {
    expect(cardButtonStatus(card, remaining, unpaid)).toBe(status);
  });
});

describe("alertReason", () => {
  it.each([
    { card: courseCard({ sellStore: 0, tag: 15 }), reason: "seat" },
    { card: courseCard({ tag: 11, remainSellTime: 86_400_000 }), reason: "sale" },
    { card: courseCard(), reason: null },
    { card: courseCard({ sellStore: 0 }, { courseClosed: true }), reason: null },
  ])("$reason", ({ card, reason }) => {
    expect(alertReason(card)).toBe(reason);
  });
});

describe("lessonSchedule", () => {
  const spec = courseCard().spec!;

  it("reads the first lesson and the lessons' times in the site's timezone, or the chosen one", () => {
    expect(lessonSchedule(spec, siteOf("us"))).toEqual({ firstDate: "01/10/2025", weekday: 5, startTime: "18:00", endTime: "19:30" });
    expect(lessonSchedule(spec, siteOf("us"), "Asia/Tokyo")).toEqual({ firstDate: "01/11/2025", weekday: 6, startTime: "11:00", endTime: "12:30" });
    expect(lessonSchedule(spec, siteOf("us"), "Not/AZone")?.startTime).toBe("18:00");
  });

  it("gives nothing for an unreadable date", () => {
    expect(lessonSchedule({ ...spec, firstLessonTime: "soon" }, siteOf("uk"))).toBeNull();
  });
});

describe("small formats", () => {
  it.each([
    { ms: 0, days: 0, clock: "00:00:00" },
    { ms: 999, days: 0, clock: "00:00:00" },
    { ms: 65_000, days: 0, clock: "00:01:05" },
    { ms: 86_399_999, days: 0, clock: "23:59:59" },
    { ms: 90_061_000, days: 1, clock: "01:01:01" },
  ])("countdown of $ms ms", ({ ms, days, clock }) => {
    expect(countdownClock(ms)).toEqual({ days, clock });
  });

  it("strikes through only an original price above the price", () => {
    expect(struckPrice({ sellPrice: 500, orgPrice: 600 })).toBe(600);
    expect(struckPrice({ sellPrice: 500, orgPrice: 500 })).toBeNull();
    expect(struckPrice({ sellPrice: 500, orgPrice: null })).toBeNull();
  });

  it("links a card to its page, its id kept whole", () => {
    expect(courseDetailPath("us-amc8-prep-online-sku")).toBe("/courses/detail/us-amc8-prep-online-sku");
  });

  it("links within the tutoring brand's addresses on its pages", () => {
    expect(courseDetailPath("bmus-algebra-sku", "bm")).toBe("/courses/detail-bm/bmus-algebra-sku");
  });

  it.each([
    ["class", "plain", "/courses/detail/sku-1"],
    ["class", "bm", "/courses/detail-bm/sku-1"],
    ["package", "plain", "/courses/detail/promote/sku-1"],
    ["package", "bm", "/courses/detail-bm/promote/sku-1"],
    // A plan has no page of its own: its line leads to the family's subscriptions.
    ["subscription", "plain", "/my-subscription/list"],
  ] as const)("leads a %s card on a %s page to %s", (kind, family, path) => {
    expect(productPath({ id: "sku-1", kind }, family)).toBe(path);
  });
});
