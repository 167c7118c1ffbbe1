import { describe, expect, it } from "vitest";
import { SELL_TIME_OFFSET_KEY, storedSellTimeOffsetMs } from "./sell-time-offset.js";

function memoryStorage(initial: string | null) {
  const values = new Map<string, string>(initial === null ? [] : [[SELL_TIME_OFFSET_KEY, initial]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe("storedSellTimeOffsetMs (SPEC §9: hk adds a stored random offset of 0-5000 ms)", () => {
  it.each([
    ["0", 0],
    ["2500", 2500],
    ["5000", 5000],
  ])("keeps a stored %s", (stored, expected) => {
    const storage = memoryStorage(stored);
    expect(storedSellTimeOffsetMs(storage, () => 0.9)).toBe(expected);
    expect(storage.values.get(SELL_TIME_OFFSET_KEY)).toBe(stored);
  });

  it.each([null, "", "5001", "-1", "12.5", "abc", " 40"])("draws and stores a new one instead of %j", (stored) => {
    const storage = memoryStorage(stored);
    expect(storedSellTimeOffsetMs(storage, () => 0.5)).toBe(2500);
    expect(storage.values.get(SELL_TIME_OFFSET_KEY)).toBe("2500");
  });

  it("still gives an offset when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(storedSellTimeOffsetMs(refusing, () => 0.999_999)).toBe(5000);
    expect(storedSellTimeOffsetMs(null, () => 0)).toBe(0);
  });
});
