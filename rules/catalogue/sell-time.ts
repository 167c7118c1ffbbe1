import type { Site } from "../../schemas/site.js";

/** A sale more than this far off is not open yet: the card counts down to it (SPEC §4, §9). */
export const FOR_SALE_THRESHOLD_MS = 1000;

/** The largest random delay the hk site adds to every sale start (SPEC §9). */
export const HK_SELL_TIME_OFFSET_MAX_MS = 5000;

/**
 * Time until the sale opens, in ms, never negative: `saleStartsAt + offsetMs - now`. The offset is the visitor's
 * stored hk offset (0 elsewhere). An invalid start gives 0, so a missing date never holds a sale back.
 */
export function remainingSellTimeMs(saleStartsAt: Date | number, now: number, offsetMs = 0): number {
  const remaining = Number(saleStartsAt) + offsetMs - now;
  return Number.isFinite(remaining) && remaining > 0 ? remaining : 0;
}

/** Whether the sale starts later: the remaining sell time is over 1000 ms (exactly 1000 ms is open). */
export function saleStartsLater(remainSellTimeMs: number): boolean {
  return remainSellTimeMs > FOR_SALE_THRESHOLD_MS;
}

/**
 * Whether the site delays sale starts by a per-visitor random offset: hk only (SPEC §9), presumably so that its
 * visitors do not all order in the same second.
 */
export function usesSellTimeOffset(site: Pick<Site, "locale">): boolean {
  return site.locale === "hk";
}

/**
 * A new hk sell-time offset: a whole number of ms from 0 to 5000 inclusive. `random` works like Math.random
 * (0 inclusive to 1 exclusive). The caller draws it once per visitor and stores it, so the countdown does not
 * jump between page views.
 */
export function hkSellTimeOffsetMs(random: () => number): number {
  const drawn = Math.floor(random() * (HK_SELL_TIME_OFFSET_MAX_MS + 1));
  return Math.min(HK_SELL_TIME_OFFSET_MAX_MS, Math.max(0, drawn));
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A remaining time split for the live countdown, in whole units rounded down; negative or unknown is all 0. */
export function countdownParts(ms: number): CountdownParts {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
  };
}
