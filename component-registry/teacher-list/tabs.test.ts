import { describe, expect, it } from "vitest";
import { nextTabIndex } from "./tabs.js";

describe("nextTabIndex", () => {
  it("moves right and left, wrapping", () => {
    expect(nextTabIndex(0, "ArrowRight", 2)).toBe(1);
    expect(nextTabIndex(1, "ArrowRight", 2)).toBe(0);
    expect(nextTabIndex(0, "ArrowLeft", 2)).toBe(1);
    expect(nextTabIndex(2, "ArrowLeft", 3)).toBe(1);
  });

  it("goes to the first and last tab with Home and End", () => {
    expect(nextTabIndex(2, "Home", 3)).toBe(0);
    expect(nextTabIndex(0, "End", 3)).toBe(2);
  });

  it("ignores other keys and empty lists", () => {
    expect(nextTabIndex(0, "Enter", 2)).toBeUndefined();
    expect(nextTabIndex(0, "ArrowDown", 2)).toBeUndefined();
    expect(nextTabIndex(0, "ArrowRight", 0)).toBeUndefined();
  });
});
