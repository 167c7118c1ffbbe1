import { describe, expect, it } from "vitest";
import config from "../../../fixtures/app-downloads.json" with { type: "json" };
import { appDownloads, appDownloadsConfigSchema, classAppOf } from "./app-downloads.js";

describe("app downloads (fixtures/app-downloads.json)", () => {
  it("give every app an address for each of the five device keys, the school's app under the school's name", () => {
    const { apps } = appDownloads("Mathwise");
    expect(apps.map((app) => [app.app, app.name])).toEqual([
      ["zoom", "Zoom"],
      ["classIn", "ClassIn"],
      ["school", "Mathwise"],
    ]);
    for (const app of apps) expect(app.downloads.map((download) => download.key)).toEqual(["MAC_PC_STUDENT", "WIN_PC_STUDENT", "IOS_HD_STUDENT", "IOS_PHONE_STUDENT", "ANDROID_PHONE_STUDENT"]);
    expect(apps.find((app) => app.app === "school")!.downloads.every((download) => download.url === "/download")).toBe(true);
  });

  it("name the app of each delivery mode, none for classes taught in person", () => {
    expect(classAppOf("ZOOM")).toBe("zoom");
    expect(classAppOf("CLASS_IN")).toBe("classIn");
    expect(classAppOf("OFFLINE")).toBeNull();
    expect(classAppOf("THINK_LIVE")).toBe("school");
    expect(appDownloads("Mathwise").deliveryModes).toHaveLength(7);
  });

  it("refuse a file missing a delivery mode or a device key, or with an address that is no link", () => {
    const { OFFLINE: _offline, ...modes } = config.deliveryModes;
    expect(appDownloadsConfigSchema.safeParse({ ...config, deliveryModes: modes }).success).toBe(false);
    const { MAC_PC_STUDENT: _mac, ...downloads } = config.apps.zoom.downloads;
    expect(appDownloadsConfigSchema.safeParse({ ...config, apps: { ...config.apps, zoom: { ...config.apps.zoom, downloads } } }).success).toBe(false);
    const broken = { ...config.apps.zoom.downloads, MAC_PC_STUDENT: "javascript:alert(1)" };
    expect(appDownloadsConfigSchema.safeParse({ ...config, apps: { ...config.apps, zoom: { ...config.apps.zoom, downloads: broken } } }).success).toBe(false);
  });
});
