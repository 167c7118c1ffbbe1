import { describe, expect, it } from "vitest";
import { shopListAdChannels } from "./shop-list-ad-channels.js";

const all = { id: 0, name: "ALL" };
const selectors = { channels: [all, { id: 1, name: "Weekly classes" }, { id: 3, name: "Holiday camps" }, { id: 4, name: "Competition prep" }] };

describe("shopListAdChannels", () => {
  it("is the chosen channel alone, though the selectors offer the others to switch to", () => {
    expect(shopListAdChannels({ channelId: 3 }, selectors)).toEqual([3]);
  });

  it("is every channel the list finds classes in under ALL", () => {
    expect(shopListAdChannels({ channelId: 0 }, selectors)).toEqual([1, 3, 4]);
  });

  it("is none when the list finds nothing", () => {
    expect(shopListAdChannels({ channelId: 0 }, { channels: [all] })).toEqual([]);
  });
});
