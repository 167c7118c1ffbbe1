import { HK_SELL_TIME_OFFSET_MAX_MS, hkSellTimeOffsetMs } from "../../../../rules/catalogue/sell-time.js";

/** Where the visitor's hk sell-time offset is kept, so every page view counts down to the same moment. */
export const SELL_TIME_OFFSET_KEY = "sellTimeOffsetMs";

type OffsetStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * The visitor's stored sell-time offset (SPEC §9, hk): the stored value when it is a whole number of ms from 0
 * to 5000, else a new one drawn with `random` and stored. Storage that refuses (private mode) still gives an
 * offset for this page view.
 */
export function storedSellTimeOffsetMs(storage: OffsetStorage | null, random: () => number): number {
  const stored = readStored(storage);
  if (stored !== null && /^\d{1,4}$/.test(stored) && Number(stored) <= HK_SELL_TIME_OFFSET_MAX_MS) return Number(stored);
  const drawn = hkSellTimeOffsetMs(random);
  try {
    storage?.setItem(SELL_TIME_OFFSET_KEY, String(drawn));
  } catch {
    // Not kept: the next page view draws again.
  }
  return drawn;
}

/** The offset of this browser's visitor, kept in localStorage (or for this page view when storage is refused). */
export function visitorSellTimeOffsetMs(): number {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused (private mode).
  }
  return storedSellTimeOffsetMs(storage, Math.random);
}

function readStored(storage: OffsetStorage | null): string | null {
  try {
    return storage?.getItem(SELL_TIME_OFFSET_KEY) ?? null;
  } catch {
    return null;
  }
}
