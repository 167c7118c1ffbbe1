import { describe, expect, it } from "vitest";
import { isSoldOut, seatsLeft, takenShare } from "./seats.js";

describe("seatsLeft and isSoldOut", () => {
  it.each([
    { store: 10, taken: 0, left: 10, soldOut: false },
    { store: 10, taken: 9, left: 1, soldOut: false },
    { store: 10, taken: 10, left: 0, soldOut: true },
    { store: 10, taken: 12, left: 0, soldOut: true },
    { store: 0, taken: 0, left: 0, soldOut: true },
    { store: 1, taken: 0, left: 1, soldOut: false },
    { store: 5, taken: -3, left: 5, soldOut: false },
    { store: Number.NaN, taken: 0, left: 0, soldOut: true },
    { store: -4, taken: 0, left: 0, soldOut: true },
    { store: 5, taken: Number.NaN, left: 5, soldOut: false },
    { store: Infinity, taken: 0, left: 0, soldOut: true },
  ])("store $store, taken $taken: $left left", ({ store, taken, left, soldOut }) => {
    expect(seatsLeft({ store, taken })).toBe(left);
    expect(isSoldOut({ store, taken })).toBe(soldOut);
  });
});

describe("takenShare", () => {
  it.each([
    { store: 8, taken: 0, share: 0 },
    { store: 8, taken: 2, share: 0.25 },
    { store: 8, taken: 4, share: 0.5 },
    { store: 8, taken: 8, share: 1 },
    { store: 8, taken: 20, share: 1 },
    { store: 0, taken: 0, share: 1 },
    { store: 8, taken: -2, share: 0 },
    { store: 8, taken: Number.NaN, share: 0 },
    { store: Number.NaN, taken: 1, share: 1 },
  ])("store $store, taken $taken: $share", ({ store, taken, share }) => {
    expect(takenShare({ store, taken })).toBe(share);
  });
});
