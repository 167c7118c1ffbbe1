import { describe, expect, it } from "vitest";
import { isServerRendered, shouldPrefetch } from "./deferral.js";

describe("module deferral", () => {
  it("renders the first two modules on the server", () => {
    expect([0, 1, 2, 3].map(isServerRendered)).toEqual([true, true, false, false]);
  });

  it("prefetches except on save-data or 2G", () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
