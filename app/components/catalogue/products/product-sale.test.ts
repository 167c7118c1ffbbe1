import { describe, expect, it } from "vitest";
import { canAddToCart, goodsState, recordedCourseState, type ProductSaleNow, type ProductState } from "./product-sale.js";

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

describe("whether a product may go in the cart", () => {
  it.each<{ state: ProductState; addable: boolean }>([
    { state: "buyNow", addable: true },
    { state: "comingSoon", addable: true },
    { state: "purchase", addable: true },
    { state: "soldOut", addable: false },
    { state: "registered", addable: false },
  ])("$state: $addable", ({ state, addable }) => {
    expect(canAddToCart(state)).toBe(addable);
  });
});
