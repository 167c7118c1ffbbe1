import { describe, expect, it } from "vitest";
import {
  availabilityTag,
  COURSE_TAG,
  NEW_MAX_TAKEN_RATIO,
  normalizeTagId,
  POPULAR_MAX_TAKEN_RATIO,
  tagMakesCardUnavailable,
} from "./availability.js";

describe("availabilityTag", () => {
  it("uses the spec's thresholds", () => {
    expect(NEW_MAX_TAKEN_RATIO).toBe(0.25);
    expect(POPULAR_MAX_TAKEN_RATIO).toBe(0.5);
  });

  it.each([
    { label: "sale opens in 1001 ms", store: 100, taken: 0, remain: 1001, tag: COURSE_TAG.toBeSold },
    { label: "to be sold even when full", store: 0, taken: 0, remain: 60_000, tag: COURSE_TAG.toBeSold },
    { label: "sale opens in exactly 1000 ms", store: 100, taken: 0, remain: 1000, tag: COURSE_TAG.new },
    { label: "0 taken", store: 100, taken: 0, remain: 0, tag: COURSE_TAG.new },
    { label: "exactly 25 %", store: 100, taken: 25, remain: 0, tag: COURSE_TAG.new },
    { label: "exactly 25 % of 12", store: 12, taken: 3, remain: 0, tag: COURSE_TAG.new },
    { label: "just above 25 %", store: 100, taken: 26, remain: 0, tag: COURSE_TAG.popular },
    { label: "1 of 3 (33 %)", store: 3, taken: 1, remain: 0, tag: COURSE_TAG.popular },
    { label: "exactly 50 %", store: 100, taken: 50, remain: 0, tag: COURSE_TAG.popular },
    { label: "1 of 2", store: 2, taken: 1, remain: 0, tag: COURSE_TAG.popular },
    { label: "just above 50 %", store: 100, taken: 51, remain: 0, tag: COURSE_TAG.stockLeft },
    { label: "one seat left", store: 100, taken: 99, remain: 0, tag: COURSE_TAG.stockLeft },
    { label: "none left", store: 100, taken: 100, remain: 0, tag: COURSE_TAG.full },
    { label: "oversold", store: 100, taken: 103, remain: 0, tag: COURSE_TAG.full },
    { label: "store 0", store: 0, taken: 0, remain: 0, tag: COURSE_TAG.full },
    { label: "single seat free", store: 1, taken: 0, remain: 0, tag: COURSE_TAG.new },
    { label: "single seat taken", store: 1, taken: 1, remain: 0, tag: COURSE_TAG.full },
    { label: "unknown remaining time", store: 100, taken: 0, remain: Number.NaN, tag: COURSE_TAG.new },
  ])("$label: tag $tag", ({ store, taken, remain, tag }) => {
    expect(availabilityTag({ store, taken, remainSellTimeMs: remain })).toBe(tag);
  });
});

describe("normalizeTagId", () => {
  it.each([
    { id: 1, normalized: 201 },
    { id: 2, normalized: 202 },
    { id: 3, normalized: 203 },
    { id: 4, normalized: 204 },
    { id: 5, normalized: 205 },
    { id: 0, normalized: 0 },
    { id: 6, normalized: 6 },
    { id: 11, normalized: 11 },
    { id: 15, normalized: 15 },
    { id: 203, normalized: 203 },
    { id: 2.5, normalized: 2.5 },
  ])("$id → $normalized", ({ id, normalized }) => {
    expect(normalizeTagId(id)).toBe(normalized);
  });
});

describe("tagMakesCardUnavailable", () => {
  it.each([
    { id: 11, unavailable: false },
    { id: 12, unavailable: false },
    { id: 13, unavailable: false },
    { id: 14, unavailable: false },
    { id: 15, unavailable: true },
    { id: 201, unavailable: false },
    { id: 202, unavailable: false },
    { id: 203, unavailable: true },
    { id: 204, unavailable: true },
    { id: 205, unavailable: true },
    { id: 1, unavailable: false },
    { id: 2, unavailable: false },
    { id: 3, unavailable: true },
    { id: 4, unavailable: true },
    { id: 5, unavailable: true },
    { id: 0, unavailable: false },
  ])("tag $id: $unavailable", ({ id, unavailable }) => {
    expect(tagMakesCardUnavailable(id)).toBe(unavailable);
  });
});
