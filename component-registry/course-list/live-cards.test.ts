import { describe, expect, it } from "vitest";
import { courseCard } from "../../app/components/catalogue/catalogue-test-support.js";
import { DEFAULT_LIST_QUERY, listHref } from "../../app/components/catalogue/list-query.js";
import { courseListHref } from "./course-list-href.js";
import { withSellStatus } from "./live-cards.js";

describe("withSellStatus", () => {
  const open = courseCard();
  const later = courseCard({ id: "us-ap-calculus-review-evening-sku", tag: 11, remainSellTime: 90_000 });

  it("takes seats, tag, sale time and closing from the newer answer, card by card", () => {
    const [nowFull, nowOpen] = withSellStatus(
      [open, later],
      [
        { skuId: later.id, store: 16, sellStore: 16, tag: 12, remainSellTime: 0, courseClosed: false },
        { skuId: open.id, store: 16, sellStore: 0, tag: 15, remainSellTime: 0, courseClosed: true },
      ],
    );
    expect(nowFull).toEqual({ ...open, sellStore: 0, tag: 15, spec: { ...open.spec!, courseClosed: true } });
    expect(nowOpen).toEqual({ ...later, sellStore: 16, tag: 12, remainSellTime: 0 });
  });

  it("keeps a card the answer does not name, and one without class details", () => {
    const goods = courseCard({ id: "us-workbook-sku", kind: "goods", spec: null });
    expect(withSellStatus([open, goods], [{ skuId: goods.id, store: 5, sellStore: 4, tag: 14, remainSellTime: 0, courseClosed: false }])).toEqual([
      open,
      { ...goods, store: 5, sellStore: 4, tag: 14 },
    ]);
    expect(withSellStatus([open], [])).toEqual([open]);
  });
});

describe("courseListHref", () => {
  it.each([
    { channelId: 0, gradeId: 0, subjectId: 0, sort: "recommended" },
    { channelId: 3, gradeId: 0, subjectId: 0, sort: "recommended" },
    { channelId: 4, gradeId: 107, subjectId: 1, sort: "priceAsc" },
    { channelId: 0, gradeId: 105, subjectId: 0, sort: "startDate" },
  ] as const)("names the list of $channelId/$gradeId/$subjectId/$sort by the list page's own address", (choice) => {
    expect(courseListHref(choice)).toBe(listHref({ ...DEFAULT_LIST_QUERY, ...choice }));
  });

  it("leaves out what is ALL and the default order", () => {
    expect(courseListHref({ channelId: 0, gradeId: 0, subjectId: 0, sort: "recommended" })).toBe("/courses/list");
    expect(courseListHref({ channelId: 4, gradeId: 107, subjectId: 1, sort: "priceAsc" })).toBe("/courses/list?gradeId=107&subjectId=1&channelId=4&sort=priceAsc");
  });
});
