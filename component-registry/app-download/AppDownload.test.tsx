// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"navigation": {"disableChildFrameNavigation": true, "disableMainFrameNavigation": true}}}
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import AppDownload from "./AppDownload.js";
import { appDownloadSpec, type AppDownloadData } from "./schema.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.querySelectorAll("iframe").forEach((frame) => frame.remove());
});

const example: AppDownloadData = {
  title: "Download the student app",
  description: "Join live classes, watch replays and hand in homework from any device.",
  apps: [
    { key: "MAC_PC_STUDENT", label: "Download for Mac", url: "https://download.mathwise.example/student/Mathwise.dmg" },
    { key: "WIN_PC_STUDENT", label: "Download for Windows", url: "https://download.mathwise.example/student/Mathwise.exe" },
    { key: "IOS_HD_STUDENT", label: "App Store (iPad)", url: "https://apps.apple.com/app/id100000001" },
    { key: "IOS_PHONE_STUDENT", label: "App Store (iPhone)", url: "https://apps.apple.com/app/id100000002" },
    {
      key: "ANDROID_PHONE_STUDENT",
      label: "Google Play",
      url: "https://play.google.com/store/apps/details?id=example.mathwise",
    },
  ],
};

describe("AppDownload", () => {
  it("renders from the defaults", () => {
    renderView(AppDownload, { data: appDownloadSpec.defaults });
    expect(screen.getByRole("heading", { level: 2, name: "Download the app" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Windows/ }).getAttribute("href")).toBe("/download");
  });

  it("renders a realistic example: title, description and one link per app with its platform label", () => {
    renderView(AppDownload, { data: example });
    expect(screen.getByRole("heading", { level: 2, name: "Download the student app" })).toBeTruthy();
    expect(screen.getByText(/Join live classes/)).toBeTruthy();
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(example.apps.map((app) => app.url));
    // Each button carries its platform label (components.AppDownload.platforms.*) beside the editor's label.
    const platforms = links.map((link) => link.querySelector(".app-download__icon")!.textContent);
    expect(platforms.map((text) => text!.split(".").pop()!.toLowerCase())).toEqual([
      "mac",
      "windows",
      "ipad",
      "iphone",
      "android",
    ]);
  });

  it("downloads a desktop installer through a hidden iframe removed after 60 s", () => {
    vi.useFakeTimers();
    renderView(AppDownload, { data: example });
    const mac = screen.getByRole("link", { name: /Download for Mac/ });
    expect(mac.hasAttribute("target")).toBe(false);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    mac.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe(example.apps[0]!.url);
    expect(frame.hidden).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("leaves a modified click (open in new tab) to the browser", () => {
    renderView(AppDownload, { data: example });
    const windows = screen.getByRole("link", { name: /Download for Windows/ });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    windows.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("opens mobile stores in a new window", () => {
    renderView(AppDownload, { data: example });
    for (const name of [/App Store \(iPad\)/, /App Store \(iPhone\)/, /Google Play/]) {
      const link = screen.getByRole("link", { name });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
    fireEvent.click(screen.getByRole("link", { name: /Google Play/ }));
    expect(document.querySelector("iframe")).toBeNull();
  });

  describe("schema", () => {
    const validate = validatorFor(appDownloadSpec.schema);

    it("accepts the defaults and the example", () => {
      expect(validate(appDownloadSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["a missing title", { apps: example.apps }],
      ["no apps", { title: "Apps", apps: [] }],
      ["an unknown app key", { title: "Apps", apps: [{ key: "LINUX_PC_STUDENT", label: "Linux", url: "/download" }] }],
      ["a label of the wrong type", { title: "Apps", apps: [{ key: "WIN_PC_STUDENT", label: 7, url: "/download" }] }],
      [
        "a javascript: URL",
        { title: "Apps", apps: [{ key: "WIN_PC_STUDENT", label: "Windows", url: "javascript:alert(1)" }] },
      ],
      ["an extra property", { title: "Apps", apps: example.apps, theme: "dark" }],
      [
        "an extra app property",
        { title: "Apps", apps: [{ key: "WIN_PC_STUDENT", label: "Windows", url: "/download", qr: "/qr.png" }] },
      ],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
