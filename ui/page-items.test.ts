import { describe, expect, it } from "vitest";
import { lastPageOf, pageItems } from "./page-items.js";

describe("page links", () => {
  it.each([
    { page: 1, last: 1, items: [1] },
    { page: 1, last: 5, items: [1, 2, 3, 4, 5] },
    { page: 1, last: 10, items: [1, 2, 3, "gap", 10] },
    { page: 5, last: 10, items: [1, 2, 3, 4, 5, 6, 7, "gap", 10] },
    { page: 6, last: 12, items: [1, "gap", 4, 5, 6, 7, 8, "gap", 12] },
    { page: 12, last: 12, items: [1, "gap", 10, 11, 12] },
  ])("page $page of $last", ({ page, last, items }) => {
    expect(pageItems(page, last)).toEqual(items);
  });
});

describe("the last page", () => {
  it.each([
    { total: 0, last: 1 },
    { total: 1, last: 1 },
    { total: 12, last: 1 },
    { total: 13, last: 2 },
    { total: 120, last: 10 },
  ])("$total results make $last page(s) of 12", ({ total, last }) => {
    expect(lastPageOf(total, 12)).toBe(last);
  });
});
