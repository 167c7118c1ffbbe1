import { describe, expect, it } from "vitest";
import {
  countdownParts,
  FOR_SALE_THRESHOLD_MS,
  hkSellTimeOffsetMs,
  HK_SELL_TIME_OFFSET_MAX_MS,
  remainingSellTimeMs,
  saleStartsLater,
  usesSellTimeOffset,
} from "./sell-time.js";
import { SITES } from "../../tests/helpers/test-sites.js";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

describe("remainingSellTimeMs", () => {
  it.each([
    { label: "sale in 1 min", start: NOW + 60_000, offset: 0, remaining: 60_000 },
    { label: "sale as a Date", start: new Date(NOW + 1001), offset: 0, remaining: 1001 },
    { label: "sale starting now", start: NOW, offset: 0, remaining: 0 },
    { label: "sale started", start: NOW - 5000, offset: 0, remaining: 0 },
    { label: "offset added", start: NOW + 1000, offset: 2500, remaining: 3500 },
    { label: "offset keeps a started sale closed", start: NOW - 1000, offset: 5000, remaining: 4000 },
    { label: "offset too small to reopen", start: NOW - 6000, offset: 5000, remaining: 0 },
    { label: "invalid date", start: new Date(Number.NaN), offset: 0, remaining: 0 },
  ])("$label: $remaining ms", ({ start, offset, remaining }) => {
    expect(remainingSellTimeMs(start, NOW, offset)).toBe(remaining);
  });

  it("adds no offset unless given one", () => {
    expect(remainingSellTimeMs(NOW + 10, NOW)).toBe(10);
  });
});

describe("saleStartsLater", () => {
  it.each([
    { remaining: 0, later: false },
    { remaining: 999, later: false },
    { remaining: 1000, later: false },
    { remaining: 1001, later: true },
    { remaining: 86_400_000, later: true },
    { remaining: Number.NaN, later: false },
  ])("$remaining ms left: $later", ({ remaining, later }) => {
    expect(FOR_SALE_THRESHOLD_MS).toBe(1000);
    expect(saleStartsLater(remaining)).toBe(later);
  });
});

describe("usesSellTimeOffset", () => {
  it("applies on hk only", () => {
    expect(SITES.filter(usesSellTimeOffset).map((site) => site.locale)).toEqual(["hk"]);
  });
});

describe("hkSellTimeOffsetMs", () => {
  it.each([
    { random: 0, offset: 0 },
    { random: 0.0001, offset: 0 },
    { random: 0.5, offset: 2500 },
    { random: 0.9997, offset: 4999 },
    { random: 0.9999, offset: 5000 },
    { random: 1, offset: 5000 },
    { random: -0.1, offset: 0 },
  ])("draw $random gives $offset ms", ({ random, offset }) => {
    expect(HK_SELL_TIME_OFFSET_MAX_MS).toBe(5000);
    expect(hkSellTimeOffsetMs(() => random)).toBe(offset);
  });

  it("gives whole numbers within 0..5000 for Math.random", () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const offset = hkSellTimeOffsetMs(Math.random);
      expect(Number.isInteger(offset)).toBe(true);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThanOrEqual(5000);
    }
  });
});

describe("countdownParts", () => {
  it.each([
    { ms: 0, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    { ms: 999, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    { ms: 1001, parts: { days: 0, hours: 0, minutes: 0, seconds: 1 } },
    { ms: 59_999, parts: { days: 0, hours: 0, minutes: 0, seconds: 59 } },
    { ms: 60_000, parts: { days: 0, hours: 0, minutes: 1, seconds: 0 } },
    { ms: 3_600_000, parts: { days: 0, hours: 1, minutes: 0, seconds: 0 } },
    { ms: 86_399_999, parts: { days: 0, hours: 23, minutes: 59, seconds: 59 } },
    { ms: 86_400_000, parts: { days: 1, hours: 0, minutes: 0, seconds: 0 } },
    { ms: ((3 * 24 + 4) * 60 + 5) * 60_000 + 6000, parts: { days: 3, hours: 4, minutes: 5, seconds: 6 } },
    { ms: -5000, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
    { ms: Number.NaN, parts: { days: 0, hours: 0, minutes: 0, seconds: 0 } },
  ])("$ms ms", ({ ms, parts }) => {
    expect(countdownParts(ms)).toEqual(parts);
  });
});
