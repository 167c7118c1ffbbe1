import { describe, expect, it } from "vitest";
import { goodsState, recordedCourseState, type ProductSaleNow } from "./product-sale.js";

describe("a product's state from its live sale", () => {
  it.each<{ label: string; sale: ProductSaleNow; goods: string; recorded: string }>([
    { label: "open with stock", sale: { remainSellTimeMs: 0, seatsLeft: 5 }, goods: "buyNow", recorded: "buyNow" },
    { label: "open, one left", sale: { remainSellTimeMs: 0, seatsLeft: 1 }, goods: "buyNow", recorded: "buyNow" },
    { label: "open, none left", sale: { remainSellTimeMs: 0, seatsLeft: 0 }, goods: "soldOut", recorded: "soldOut" },
    { label: "opens in exactly 1000 ms", sale: { remainSellTimeMs: 1000, seatsLeft: 5 }, goods: "buyNow", recorded: "buyNow" },
    { label: "opens in 1001 ms", sale: { remainSellTimeMs: 1001, seatsLeft: 5 }, goods: "comingSoon", recorded: "comingSoon" },
    { label: "coming soon beats sold out", sale: { remainSellTimeMs: 86_400_000, seatsLeft: 0 }, goods: "comingSoon", recorded: "comingSoon" },
  ])("$label: goods $goods, recorded course $recorded", ({ sale, goods, recorded }) => {
    expect(goodsState(sale)).toBe(goods);
    expect(recordedCourseState(sale)).toBe(recorded);
  });
});
