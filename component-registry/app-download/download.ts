import type { AppDownloadData } from "./schema.js";

export type AppKey = AppDownloadData["apps"][number]["key"];

/** How a download starts: desktop installers through a hidden iframe, mobile apps in their store (new window). */
export type DownloadMethod = "iframe" | "store";

/** SPEC §9: the hidden download iframe is removed after 60 s. */
export const DOWNLOAD_IFRAME_LIFETIME_MS = 60_000;

export function downloadMethod(key: AppKey): DownloadMethod {
  switch (key) {
    case "MAC_PC_STUDENT":
    case "WIN_PC_STUDENT":
      return "iframe";
    case "IOS_HD_STUDENT":
    case "IOS_PHONE_STUDENT":
    case "ANDROID_PHONE_STUDENT":
      return "store";
  }
}

/** The platform an app key is for: the i18n key of its icon label (components.AppDownload.platforms.*). */
export function appPlatform(key: AppKey): "mac" | "windows" | "ipad" | "iphone" | "android" {
  switch (key) {
    case "MAC_PC_STUDENT":
      return "mac";
    case "WIN_PC_STUDENT":
      return "windows";
    case "IOS_HD_STUDENT":
      return "ipad";
    case "IOS_PHONE_STUDENT":
      return "iphone";
    case "ANDROID_PHONE_STUDENT":
      return "android";
  }
}

/**
 * Starts a file download without leaving the page: a hidden iframe loads `url` and is removed after
 * `lifetimeMs`. Returns a function that removes it at once.
 */
export function startIframeDownload(url: string, doc: Document = document, lifetimeMs = DOWNLOAD_IFRAME_LIFETIME_MS) {
  const frame = doc.createElement("iframe");
  frame.src = url;
  frame.hidden = true;
  frame.style.display = "none";
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.className = "app-download__frame";
  doc.body.appendChild(frame);
  const timer = setTimeout(() => frame.remove(), lifetimeMs);
  return () => {
    clearTimeout(timer);
    frame.remove();
  };
}
