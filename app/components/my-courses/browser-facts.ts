import type { BrowserFacts } from "../../../rules/learning/device-check.js";

/** What Chromium browsers add to navigator (User-Agent Client Hints, Device Memory); others have neither. */
interface HintedNavigator extends Navigator {
  userAgentData?: { platform: string; mobile: boolean; getHighEntropyValues?: (hints: string[]) => Promise<{ platformVersion?: string }> };
  deviceMemory?: number;
}

/** What this browser tells of its device, the system's real version asked of the client hints where there are any. */
export async function readBrowserFacts(nav: HintedNavigator = navigator): Promise<BrowserFacts> {
  const data = nav.userAgentData;
  // A browser may refuse the hint: the facts it gives freely are enough to go on.
  const hinted = await data?.getHighEntropyValues?.(["platformVersion"]).catch(() => undefined);
  return {
    userAgent: nav.userAgent,
    userAgentData: data ? { platform: data.platform, mobile: data.mobile, platformVersion: hinted?.platformVersion } : null,
    hardwareConcurrency: nav.hardwareConcurrency ?? null,
    deviceMemory: nav.deviceMemory ?? null,
    maxTouchPoints: nav.maxTouchPoints ?? null,
  };
}
