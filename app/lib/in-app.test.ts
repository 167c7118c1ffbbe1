import { describe, expect, it } from "vitest";
import { IN_APP_GLOBAL, isInApp } from "./in-app.js";

describe("isInApp", () => {
  it("is on when the app injected its global", () => {
    expect(isInApp({ [IN_APP_GLOBAL]: { platform: "ios" } })).toBe(true);
    expect(isInApp({ [IN_APP_GLOBAL]: true })).toBe(true);
    expect(isInApp({})).toBe(false);
    expect(isInApp({ [IN_APP_GLOBAL]: false })).toBe(false);
  });
});
