import { describe, expect, it } from "vitest";
import { cartIdsParam, checkoutEnabled, isSelectable, isTicked, quantityStep, selectAll, tickedIds, tickedProducts } from "./cart-rules.js";
import { cartLine, goodsLine } from "./cart-test-support.js";

describe("which lines can be checked out", () => {
  it.each([
    { problem: null, selectable: true },
    { problem: "soldOut", selectable: false },
    { problem: "ended", selectable: false },
    { problem: "notOnSale", selectable: false },
  ] as const)("a line whose problem is $problem: selectable $selectable", ({ problem, selectable }) => {
    expect(isSelectable({ problem })).toBe(selectable);
    // A stored tick on a line with a problem is never shown.
    expect(isTicked({ problem, selected: true })).toBe(selectable);
    expect(isTicked({ problem, selected: false })).toBe(false);
  });

  it("checkout needs a line the server counts as selected", () => {
    expect(checkoutEnabled({ selectedCount: 0 })).toBe(false);
    expect(checkoutEnabled({ selectedCount: 1 })).toBe(true);
  });

  it("names the ticked lines, leaving out those with a problem", () => {
    const lines = [cartLine({ id: 1 }), goodsLine({ id: 2, selected: false }), cartLine({ id: 3, problem: "ended" })];
    expect(tickedIds(lines)).toEqual([1]);
  });
});

describe("select all", () => {
  it("ticks the selectable lines not yet ticked", () => {
    const lines = [cartLine({ id: 1 }), goodsLine({ id: 2, selected: false }), cartLine({ id: 3, selected: false, problem: "soldOut" })];
    expect(selectAll(lines)).toEqual({ checked: false, disabled: false, change: { cartIds: [2], selected: true } });
  });

  it("unticks them all once every selectable line is ticked, a problem line not counting", () => {
    const lines = [cartLine({ id: 1 }), goodsLine({ id: 2 }), cartLine({ id: 3, selected: false, problem: "notOnSale" })];
    expect(selectAll(lines)).toEqual({ checked: true, disabled: false, change: { cartIds: [1, 2], selected: false } });
  });

  it("is off when no line can be ticked", () => {
    expect(selectAll([cartLine({ problem: "ended" })])).toEqual({ checked: false, disabled: true, change: null });
    expect(selectAll([])).toEqual({ checked: false, disabled: true, change: null });
  });
});

describe("the quantity stepper (SPEC §5: bounded by min and max)", () => {
  it.each([
    { label: "a seat, 1 to 1", line: { quantity: 1, minQuantity: 1, maxQuantity: 1 }, down: null, up: null },
    { label: "goods in the middle", line: { quantity: 2, minQuantity: 1, maxQuantity: 5 }, down: 1, up: 3 },
    { label: "goods at the least", line: { quantity: 1, minQuantity: 1, maxQuantity: 5 }, down: null, up: 2 },
    { label: "goods at the most", line: { quantity: 5, minQuantity: 1, maxQuantity: 5 }, down: 4, up: null },
    { label: "more than the stock left: down goes to the most", line: { quantity: 9, minQuantity: 1, maxQuantity: 3 }, down: 3, up: null },
  ])("$label", ({ line, down, up }) => {
    expect(quantityStep(line, "down")).toBe(down);
    expect(quantityStep(line, "up")).toBe(up);
  });
});

describe("what the ticked lines buy, for the coupon calls", () => {
  it("names each product, how many, and the optional materials chosen", () => {
    const materials = [
      { skuId: "book-required", title: "Workbook", price: 2000, required: true, selected: true },
      { skuId: "book-chosen", title: "Answer book", price: 1000, required: false, selected: true },
      { skuId: "book-left", title: "Posters", price: 500, required: false, selected: false },
    ];
    const lines = [cartLine({ attachments: materials }), goodsLine({ quantity: 3 }), cartLine({ id: 9, card: { ...cartLine().card, id: "other" }, selected: false })];
    expect(tickedProducts(lines)).toEqual([
      { skuId: "us-amc8-prep-online-sku", quantity: 1, attachmentSkuIds: ["book-chosen"] },
      { skuId: "us-amc8-workbook", quantity: 3, attachmentSkuIds: [] },
    ]);
  });
});

describe("the ids a dialog's query names", () => {
  it.each([
    { text: "7", ids: [7] },
    { text: "1,2", ids: [1, 2] },
    { text: "2,2,3", ids: [2, 3] },
    { text: null, ids: null },
    { text: "", ids: null },
    { text: "1,,2", ids: null },
    { text: "0", ids: null },
    { text: "-1", ids: null },
    { text: "1.5", ids: null },
    { text: "abc", ids: null },
    { text: "99999999999", ids: null },
    { text: Array.from({ length: 101 }, (_, index) => index + 1).join(","), ids: null },
  ])("$text", ({ text, ids }) => {
    expect(cartIdsParam(text)).toEqual(ids);
  });

  it("takes a call's worth of lines", () => {
    expect(cartIdsParam(Array.from({ length: 100 }, (_, index) => index + 1).join(","))).toHaveLength(100);
  });
});
