import { describe, expect, it } from "vitest";
import { offeredProviders } from "./third-party.js";

const SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WECHAT = "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c)";

describe("offeredProviders", () => {
  it("offers the configured providers in the buttons' order", () => {
    expect(offeredProviders({}, SAFARI)).toEqual([]);
    expect(offeredProviders({ apple: "com.example.web", google: "g-1" }, SAFARI)).toEqual(["google", "apple"]);
    expect(offeredProviders({ apple: "com.example.web", facebook: "123", google: "g-1" }, SAFARI)).toEqual(["google", "facebook", "apple"]);
    expect(offeredProviders({ google: "" }, SAFARI)).toEqual([]);
  });

  it("offers none in WeChat's browser", () => {
    expect(offeredProviders({ apple: "com.example.web", google: "g-1" }, WECHAT)).toEqual([]);
  });
});
