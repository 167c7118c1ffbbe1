import { describe, expect, it } from "vitest";
import { checkDevice, type BrowserFacts } from "./device-check.js";

const CHROME = "AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const ua = {
  windows10: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${CHROME}`,
  windows7: `Mozilla/5.0 (Windows NT 6.1; Win64; x64) ${CHROME}`,
  windowsXp: `Mozilla/5.0 (Windows NT 5.1) ${CHROME}`,
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
  macElCapitan: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7",
  macFirefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:120.0) Gecko/20100101 Firefox/120.0",
  iphone16: "Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.1 Mobile/15E148 Safari/604.1",
  iphone9: "Mozilla/5.0 (iPhone; CPU iPhone OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Version/9.0 Mobile/13G36 Safari/601.1",
  ipad12: "Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
  androidReduced: "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  androidTablet5: `Mozilla/5.0 (Linux; Android 5.1.1; SM-T280) ${CHROME}`,
  androidFirefox13: "Mozilla/5.0 (Android 13; Mobile; rv:120.0) Gecko/120.0 Firefox/120.0",
  chromebook: `Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) ${CHROME}`,
  linux: `Mozilla/5.0 (X11; Linux x86_64) ${CHROME}`,
};

const check = (facts: BrowserFacts) => checkDevice(facts);
const results = (facts: BrowserFacts) => Object.fromEntries(check(facts).checks.map((item) => [item.id, [item.result, item.found]]));

describe("checkDevice on Windows (7 or later, 4 cores, 4 GB)", () => {
  it("passes what it can tell and leaves the Surface Book question open", () => {
    const verdict = check({ userAgent: ua.windows10, hardwareConcurrency: 8, deviceMemory: 8 });
    expect(verdict).toMatchObject({ system: "windows", form: "computer", verdict: "unsure" });
    expect(results({ userAgent: ua.windows10, hardwareConcurrency: 8, deviceMemory: 8 })).toEqual({
      system: ["pass", "windows"],
      version: ["pass", "10/11"],
      cores: ["pass", 8],
      memory: ["pass", 8],
      model: ["unknown", null],
    });
  });

  it("takes Windows 7 and 4 cores and 4 GB as enough, edges included", () => {
    expect(results({ userAgent: ua.windows7, hardwareConcurrency: 4, deviceMemory: 4 })).toMatchObject({ version: ["pass", "7"], cores: ["pass", 4], memory: ["pass", 4] });
  });

  it("fails an older Windows, too few processors or too little memory", () => {
    expect(check({ userAgent: ua.windowsXp, hardwareConcurrency: 4, deviceMemory: 4 }).verdict).toBe("fails");
    expect(results({ userAgent: ua.windowsXp })).toMatchObject({ version: ["fail", "XP"] });
    expect(results({ userAgent: ua.windows10, hardwareConcurrency: 2, deviceMemory: 2 })).toMatchObject({ cores: ["fail", 2], memory: ["fail", 2] });
    expect(check({ userAgent: ua.windows10, hardwareConcurrency: 2, deviceMemory: 8 }).verdict).toBe("fails");
  });

  it("cannot tell memory where the browser does not say (Firefox, Safari)", () => {
    expect(results({ userAgent: ua.windows10, hardwareConcurrency: 8 })).toMatchObject({ memory: ["unknown", null] });
    expect(results({ userAgent: ua.windows10, hardwareConcurrency: 0, deviceMemory: null })).toMatchObject({ cores: ["unknown", 0], memory: ["unknown", null] });
  });
});

describe("checkDevice on a Mac (10.12 or later)", () => {
  it("meets the requirements with a version from 10.12 on, from the user agent or the platform hint", () => {
    expect(check({ userAgent: ua.macSafari })).toMatchObject({ system: "mac", verdict: "meets" });
    expect(results({ userAgent: ua.macSafari })).toEqual({ system: ["pass", "mac"], version: ["pass", "10.15.7"] });
    expect(results({ userAgent: ua.macFirefox })).toMatchObject({ version: ["pass", "10.15"] });
    expect(results({ userAgent: ua.macSafari, userAgentData: { platform: "macOS", platformVersion: "14.2.0" } })).toMatchObject({ version: ["pass", "14.2.0"] });
  });

  it("fails 10.11", () => {
    expect(check({ userAgent: ua.macElCapitan })).toMatchObject({ verdict: "fails", checks: [{ id: "system", result: "pass" }, { id: "version", result: "fail", found: "10.11.6" }] });
  });
});

describe("checkDevice on iPhone and iPad (iOS 10.0 or later, models from iPhone 7 and iPad 5)", () => {
  it("checks the version and never claims to know the model", () => {
    expect(check({ userAgent: ua.iphone16 })).toMatchObject({ system: "ios", form: "phone", verdict: "unsure" });
    expect(results({ userAgent: ua.iphone16 })).toEqual({ system: ["pass", "ios"], version: ["pass", "16.1"], model: ["unknown", null] });
    expect(results({ userAgent: ua.ipad12 })).toMatchObject({ version: ["pass", "12.4"] });
    expect(check({ userAgent: ua.ipad12 }).form).toBe("tablet");
  });

  it("fails iOS 9", () => {
    expect(check({ userAgent: ua.iphone9 })).toMatchObject({ verdict: "fails" });
    expect(results({ userAgent: ua.iphone9 })).toMatchObject({ version: ["fail", "9.3.5"] });
  });

  it("tells an iPad presenting itself as a Mac by its touch screen: iPadOS 13 or later", () => {
    expect(check({ userAgent: ua.macSafari, maxTouchPoints: 5 })).toMatchObject({ system: "ios", form: "tablet", checks: [{ id: "system" }, { id: "version", result: "pass", found: "13+" }, { id: "model" }] });
    expect(check({ userAgent: ua.macSafari, maxTouchPoints: 0 }).system).toBe("mac");
  });
});

describe("checkDevice on Android (6.0 or later; a tablet with 2.0 GHz and 4 GB)", () => {
  it("does not trust Chrome's frozen 'Android 10; K' and uses the platform hint when there is one", () => {
    expect(results({ userAgent: ua.androidReduced })).toEqual({ system: ["pass", "android"], version: ["unknown", null] });
    expect(check({ userAgent: ua.androidReduced, userAgentData: { mobile: true, platform: "Android", platformVersion: "14.0.0" } })).toMatchObject({ form: "phone", verdict: "meets" });
    expect(results({ userAgent: ua.androidFirefox13 })).toEqual({ system: ["pass", "android"], version: ["pass", "13"] });
  });

  it("asks a tablet for memory and leaves the processor's speed open", () => {
    const tablet = check({ userAgent: ua.androidTablet5, deviceMemory: 2 });
    expect(tablet).toMatchObject({ system: "android", form: "tablet", verdict: "fails" });
    expect(results({ userAgent: ua.androidTablet5, deviceMemory: 2 })).toEqual({
      system: ["pass", "android"],
      version: ["fail", "5.1.1"],
      processorSpeed: ["unknown", null],
      memory: ["fail", 2],
    });
    expect(check({ userAgent: ua.androidReduced.replace(" Mobile", ""), userAgentData: { mobile: false, platformVersion: "13" }, deviceMemory: 4 }).verdict).toBe("unsure");
  });
});

describe("checkDevice on other systems", () => {
  it("fails Chromebooks (unsupported) and Linux computers (not among the systems)", () => {
    expect(check({ userAgent: ua.chromebook })).toEqual({ system: "chromeos", form: "computer", checks: [{ id: "system", result: "fail", found: "chromeos" }], verdict: "fails" });
    expect(check({ userAgent: ua.linux, userAgentData: { platform: "Linux" } }).verdict).toBe("fails");
    expect(check({ userAgent: ua.windows10, userAgentData: { platform: "Chrome OS" } }).system).toBe("chromeos");
  });

  it("is unsure of a device it cannot name", () => {
    expect(check({ userAgent: "" })).toEqual({ system: "unknown", form: "computer", checks: [{ id: "system", result: "unknown", found: "unknown" }], verdict: "unsure" });
  });
});
