// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"navigation": {"disableChildFrameNavigation": true, "disableMainFrameNavigation": true}}}
import { afterEach, describe, expect, it, vi } from "vitest";
import { appPlatform, DOWNLOAD_IFRAME_LIFETIME_MS, downloadMethod, startIframeDownload } from "./download.js";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("downloadMethod", () => {
  it("downloads desktop installers through a hidden iframe", () => {
    expect(downloadMethod("MAC_PC_STUDENT")).toBe("iframe");
    expect(downloadMethod("WIN_PC_STUDENT")).toBe("iframe");
  });

  it("opens mobile apps in their store", () => {
    expect(downloadMethod("IOS_HD_STUDENT")).toBe("store");
    expect(downloadMethod("IOS_PHONE_STUDENT")).toBe("store");
    expect(downloadMethod("ANDROID_PHONE_STUDENT")).toBe("store");
  });
});

describe("appPlatform", () => {
  it("names the platform of each key", () => {
    expect(
      (["MAC_PC_STUDENT", "WIN_PC_STUDENT", "IOS_HD_STUDENT", "IOS_PHONE_STUDENT", "ANDROID_PHONE_STUDENT"] as const).map(
        appPlatform,
      ),
    ).toEqual(["mac", "windows", "ipad", "iphone", "android"]);
  });
});

describe("startIframeDownload", () => {
  it("adds a hidden iframe loading the file and removes it after 60 s", () => {
    vi.useFakeTimers();
    expect(DOWNLOAD_IFRAME_LIFETIME_MS).toBe(60_000);
    startIframeDownload("https://download.example/Mathwise.dmg");
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe("https://download.example/Mathwise.dmg");
    expect(frame.hidden).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(document.querySelector("iframe")).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("can remove the iframe at once", () => {
    vi.useFakeTimers();
    const remove = startIframeDownload("/files/setup.exe");
    remove();
    expect(document.querySelector("iframe")).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
