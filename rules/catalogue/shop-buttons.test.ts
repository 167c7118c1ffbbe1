import { describe, expect, it } from "vitest";
import {
  goodsButton,
  recordedCourseButton,
  type GoodsButton,
  type RecordedCourseButton,
  type RecordedCourseInput,
  type RecordedCourseValidity,
  type SaleInput,
} from "./shop-buttons.js";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const ON_SALE: SaleInput = { saleStartsAt: NOW - 86_400_000, now: NOW, store: 50, taken: 10 };

describe("goodsButton", () => {
  it.each<{ label: string; input: Partial<SaleInput>; button: GoodsButton }>([
    { label: "on sale with stock", input: {}, button: "buyNow" },
    { label: "no scheduled start", input: { saleStartsAt: null }, button: "buyNow" },
    { label: "sale opens in 1001 ms", input: { saleStartsAt: NOW + 1001 }, button: "comingSoon" },
    { label: "sale opens in exactly 1000 ms", input: { saleStartsAt: NOW + 1000 }, button: "buyNow" },
    { label: "sale opens now", input: { saleStartsAt: new Date(NOW) }, button: "buyNow" },
    {
      label: "hk offset holds the sale",
      input: { saleStartsAt: NOW, sellTimeOffsetMs: 1001 },
      button: "comingSoon",
    },
    { label: "hk offset of 1000 ms", input: { saleStartsAt: NOW, sellTimeOffsetMs: 1000 }, button: "buyNow" },
    { label: "coming soon beats sold out", input: { saleStartsAt: NOW + 60_000, store: 0 }, button: "comingSoon" },
    { label: "none left", input: { store: 50, taken: 50 }, button: "soldOut" },
    { label: "store 0", input: { store: 0, taken: 0 }, button: "soldOut" },
    { label: "one left", input: { store: 50, taken: 49 }, button: "buyNow" },
    { label: "0 taken", input: { store: 50, taken: 0 }, button: "buyNow" },
  ])("$label: $button", ({ input, button }) => {
    expect(goodsButton({ ...ON_SALE, ...input })).toBe(button);
  });
});

describe("recordedCourseButton", () => {
  const base: RecordedCourseInput = { ...ON_SALE, owned: false, validUntil: null };
  const later = NOW + 30 * 86_400_000;

  it.each<{
    label: string;
    input: Partial<RecordedCourseInput>;
    state: RecordedCourseButton;
    validity: RecordedCourseValidity | null;
  }>([
    { label: "not owned, on sale", input: {}, state: "buyNow", validity: null },
    { label: "not owned, validity ignored", input: { validUntil: NOW - 1 }, state: "buyNow", validity: null },
    { label: "owned for ever", input: { owned: true }, state: "registered", validity: "permanent" },
    {
      label: "owned until later",
      input: { owned: true, validUntil: later },
      state: "registered",
      validity: new Date(later),
    },
    {
      label: "owned until 1 ms from now",
      input: { owned: true, validUntil: new Date(NOW + 1) },
      state: "registered",
      validity: new Date(NOW + 1),
    },
    { label: "owned, access ends now", input: { owned: true, validUntil: NOW }, state: "purchase", validity: "expired" },
    { label: "owned, expired", input: { owned: true, validUntil: NOW - 1 }, state: "purchase", validity: "expired" },
    {
      label: "owned, invalid end date",
      input: { owned: true, validUntil: new Date(Number.NaN) },
      state: "purchase",
      validity: "expired",
    },
    {
      label: "registered beats coming soon and sold out",
      input: { owned: true, saleStartsAt: NOW + 60_000, store: 0 },
      state: "registered",
      validity: "permanent",
    },
    { label: "sale opens in 1001 ms", input: { saleStartsAt: NOW + 1001 }, state: "comingSoon", validity: null },
    { label: "sale opens in exactly 1000 ms", input: { saleStartsAt: NOW + 1000 }, state: "buyNow", validity: null },
    {
      label: "expired owner before the sale reopens",
      input: { owned: true, validUntil: NOW - 1, saleStartsAt: NOW + 60_000 },
      state: "comingSoon",
      validity: "expired",
    },
    { label: "none left", input: { store: 50, taken: 50 }, state: "soldOut", validity: null },
    { label: "store 0", input: { store: 0, taken: 0 }, state: "soldOut", validity: null },
    {
      label: "expired owner, none left",
      input: { owned: true, validUntil: NOW - 1, store: 5, taken: 5 },
      state: "soldOut",
      validity: "expired",
    },
    {
      label: "coming soon beats sold out",
      input: { saleStartsAt: NOW + 5000, store: 0 },
      state: "comingSoon",
      validity: null,
    },
  ])("$label: $state", ({ input, state, validity }) => {
    expect(recordedCourseButton({ ...base, ...input })).toEqual({ state, validity });
  });
});
