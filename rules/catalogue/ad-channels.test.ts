import { describe, expect, it } from "vitest";
import { adFitsChannels } from "./ad-channels.js";

describe("adFitsChannels", () => {
  it.each([
    { ad: [], asked: [], fits: true },
    { ad: [], asked: [3, 4], fits: true },
    { ad: [3], asked: [], fits: false },
    { ad: [3], asked: [3], fits: true },
    { ad: [3], asked: [1, 2, 4], fits: false },
    { ad: [3, 4], asked: [4], fits: true },
    { ad: [3, 4], asked: [1, 4, 6], fits: true },
    { ad: [3, 4], asked: [5, 6], fits: false },
  ])("an ad for $ad, with channels $asked shown: $fits", ({ ad, asked, fits }) => {
    expect(adFitsChannels(ad, asked)).toBe(fits);
  });
});
