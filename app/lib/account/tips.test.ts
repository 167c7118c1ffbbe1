import { describe, expect, it } from "vitest";
import {
  closedAllApplies,
  readClosedAll,
  rememberClosedAll,
  shownTips,
  tipAfterClosing,
  tipsHidden,
  TIPS_CLOSED_ALL_KEY,
  TIPS_RESET_MS,
  type ExamTip,
} from "./tips.js";

const NOW = Date.UTC(2025, 2, 10, 9, 0, 0);

function tip(uid: string, show = true, tag = "evaluation"): ExamTip {
  return { uid, firstName: "Mia", lastName: "Chen", avatar: "", tag, param: "3", show };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("shownTips", () => {
  it("keeps the tips flagged as shown, in the service's order", () => {
    expect(shownTips([tip("a"), tip("b", false), tip("c")]).map((entry) => entry.uid)).toEqual(["a", "c"]);
    expect(shownTips([])).toEqual([]);
  });

  it("leaves out tips of a kind it cannot word (another tag)", () => {
    expect(shownTips([tip("a", true, "survey"), tip("b")]).map((entry) => entry.uid)).toEqual(["b"]);
  });
});

describe("tipAfterClosing", () => {
  it("moves to the next tip, and to none after the last", () => {
    expect(tipAfterClosing(0, 3)).toBe(1);
    expect(tipAfterClosing(1, 3)).toBe(2);
    expect(tipAfterClosing(2, 3)).toBeNull();
    expect(tipAfterClosing(0, 1)).toBeNull();
  });
});

describe("closedAllApplies", () => {
  const closed = { at: NOW, uid: "u-1" };

  it("hides the tips for the same account until 24 h have passed", () => {
    expect(closedAllApplies(closed, "u-1", NOW)).toBe(true);
    expect(closedAllApplies(closed, "u-1", NOW + TIPS_RESET_MS - 1)).toBe(true);
    expect(closedAllApplies(closed, "u-1", NOW + TIPS_RESET_MS)).toBe(false);
    expect(TIPS_RESET_MS).toBe(86_400_000);
  });

  it("does not hide them after a login change", () => {
    expect(closedAllApplies(closed, "u-2", NOW + 1000)).toBe(false);
  });

  it("hides nothing without a flag or with a flag from the future", () => {
    expect(closedAllApplies(null, "u-1", NOW)).toBe(false);
    expect(closedAllApplies(closed, "u-1", NOW - 1)).toBe(false);
  });
});

describe("remembering that every tip was closed", () => {
  it("stores the time and the account, and reads them back", () => {
    const storage = memoryStorage();
    rememberClosedAll(storage, "u-1", NOW);
    expect(JSON.parse(storage.items.get(TIPS_CLOSED_ALL_KEY)!)).toEqual({ at: NOW, uid: "u-1" });
    expect(readClosedAll(storage)).toEqual({ at: NOW, uid: "u-1" });
    expect(tipsHidden(storage, "u-1", NOW + 60_000)).toBe(true);
    expect(tipsHidden(storage, "u-1", NOW + TIPS_RESET_MS)).toBe(false);
    expect(tipsHidden(storage, "u-2", NOW + 60_000)).toBe(false);
  });

  it("reads nothing from unreadable data", () => {
    for (const text of ["not json", "{}", JSON.stringify({ at: "yesterday", uid: "u-1" }), JSON.stringify({ at: NOW, uid: "" })])
      expect(readClosedAll(memoryStorage({ [TIPS_CLOSED_ALL_KEY]: text }))).toBeNull();
    expect(readClosedAll(memoryStorage())).toBeNull();
  });

  it("just forgets where the storage throws or is missing (private mode)", () => {
    expect(() => rememberClosedAll(throwingStorage, "u-1", NOW)).not.toThrow();
    expect(readClosedAll(throwingStorage)).toBeNull();
    expect(tipsHidden(throwingStorage, "u-1", NOW)).toBe(false);
    expect(() => rememberClosedAll(undefined, "u-1", NOW)).not.toThrow();
    expect(tipsHidden(undefined, "u-1", NOW)).toBe(false);
  });
});
