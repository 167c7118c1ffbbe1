/**
 * Whether the device a page is open on meets the class device requirements of SPEC §9, from what a browser tells:
 * Windows 7 or later with 4 cores and 4 GB of memory (Chromebooks and the Surface Book unsupported); Mac OS 10.12 or
 * later; iOS 10.0 or later (iPad 5, Air 3, mini 5 and newer; iPhone 7 and newer); Android 6.0 or later, a tablet with
 * a 2.0 GHz processor and 4 GB of memory. What no browser tells (the device's model, the processor's speed) is
 * "unknown", never passed; so is what this browser does not tell (memory outside Chromium browsers).
 */

export interface BrowserFacts {
  userAgent: string;
  /** navigator.userAgentData (Chromium browsers): platform and mobile, and platformVersion once asked for it. */
  userAgentData?: { platform?: string; mobile?: boolean; platformVersion?: string } | null;
  /** navigator.hardwareConcurrency: logical processors, which may count two per core. */
  hardwareConcurrency?: number | null;
  /** navigator.deviceMemory (Chromium browsers): gigabytes, rounded to a power of two and capped at 8. */
  deviceMemory?: number | null;
  /** navigator.maxTouchPoints: tells an iPad that presents itself as a Mac. */
  maxTouchPoints?: number | null;
}

export const DEVICE_SYSTEMS = ["windows", "mac", "ios", "android", "chromeos", "linux", "unknown"] as const;
export type DeviceSystem = (typeof DEVICE_SYSTEMS)[number];
export type DeviceForm = "computer" | "tablet" | "phone";

export const DEVICE_CHECKS = ["system", "version", "cores", "memory", "processorSpeed", "model"] as const;
export type DeviceCheckId = (typeof DEVICE_CHECKS)[number];
export type CheckResult = "pass" | "fail" | "unknown";

export interface DeviceCheckItem {
  id: DeviceCheckId;
  result: CheckResult;
  /** What the browser told, as shown: a version ("10.15.7"), a count of processors, gigabytes. */
  found: string | number | null;
}

export interface DeviceCheck {
  system: DeviceSystem;
  form: DeviceForm;
  checks: DeviceCheckItem[];
  /** meets: every check passed; fails: one failed; unsure: none failed but some could not be told. */
  verdict: "meets" | "fails" | "unsure";
}

/** The least each system needs (SPEC §9), as [major, minor]. */
export const MINIMUM_VERSIONS = { windows: [6, 1], mac: [10, 12], ios: [10, 0], android: [6, 0] } as const;
export const MINIMUM_CORES = 4;
export const MINIMUM_MEMORY_GB = 4;

type Version = readonly [number, number];

/** Windows NT versions and the names people know them by; 10.0 is Windows 10 and 11 alike. */
const WINDOWS_NAMES: Readonly<Record<string, string>> = { "5.1": "XP", "5.2": "XP", "6.0": "Vista", "6.1": "7", "6.2": "8", "6.3": "8.1", "10.0": "10/11" };

function versionOf(text: string | undefined | null): Version | null {
  const match = /^(\d+)(?:[._](\d+))?/.exec(text ?? "");
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
}

const atLeast = (version: Version, minimum: Version) => version[0] > minimum[0] || (version[0] === minimum[0] && version[1] >= minimum[1]);

interface Identified {
  system: DeviceSystem;
  form: DeviceForm;
  /** The version to compare, and as shown; null when the browser does not tell it (or tells a frozen one). */
  version: { value: Version; shown: string } | null;
}

function identify({ userAgent: ua, userAgentData, maxTouchPoints }: BrowserFacts): Identified {
  const hinted = userAgentData?.platformVersion;
  if (/CrOS/.test(ua) || /^Chrome ?OS$/i.test(userAgentData?.platform ?? "")) return { system: "chromeos", form: "computer", version: null };
  if (/iPhone|iPad|iPod/.test(ua)) {
    const match = /OS (\d+[_.]\d+(?:[_.]\d+)?)/.exec(ua);
    const value = versionOf(match?.[1]);
    return { system: "ios", form: /iPad/.test(ua) ? "tablet" : "phone", version: value && { value, shown: match![1]!.replace(/_/g, ".") } };
  }
  // iPadOS 13 and later ask for desktop pages as a Mac; a touch screen gives them away.
  if (/Macintosh/.test(ua) && (maxTouchPoints ?? 0) > 1) return { system: "ios", form: "tablet", version: { value: [13, 0], shown: "13+" } };
  if (/Android/.test(ua)) {
    const form: DeviceForm = (userAgentData?.mobile ?? /Mobile/.test(ua)) ? "phone" : "tablet";
    // Chrome reports "Android 10; K" whatever the version: only the hint tells the real one.
    const written = /Android 10; K\b/.test(ua) ? undefined : /Android (\d+(?:\.\d+)*)/.exec(ua)?.[1];
    const shown = hinted || written;
    const value = versionOf(shown);
    return { system: "android", form, version: value && { value, shown: shown! } };
  }
  if (/Windows/.test(ua)) {
    const nt = /Windows NT (\d+\.\d+)/.exec(ua)?.[1];
    const value = versionOf(nt);
    return { system: "windows", form: "computer", version: value && { value, shown: WINDOWS_NAMES[nt!] ?? nt! } };
  }
  if (/Mac OS X/.test(ua)) {
    // Browsers freeze the written version at 10.15.7; the hint, where there is one, is the real one.
    const shown = hinted || /Mac OS X (\d+[_.]\d+(?:[_.]\d+)?)/.exec(ua)?.[1]?.replace(/_/g, ".");
    const value = versionOf(shown);
    return { system: "mac", form: "computer", version: value && { value, shown: shown! } };
  }
  if (/Linux/.test(ua)) return { system: "linux", form: "computer", version: null };
  return { system: "unknown", form: "computer", version: null };
}

const enough = (value: number | null | undefined, minimum: number): CheckResult => (typeof value === "number" && value > 0 ? (value >= minimum ? "pass" : "fail") : "unknown");

/** The checks that apply to the device, each with what the browser told. */
export function checkDevice(facts: BrowserFacts): DeviceCheck {
  const { system, form, version } = identify(facts);
  const supported = system === "windows" || system === "mac" || system === "ios" || system === "android";
  const checks: DeviceCheckItem[] = [{ id: "system", result: system === "unknown" ? "unknown" : supported ? "pass" : "fail", found: system }];
  if (supported) {
    checks.push({ id: "version", result: version ? (atLeast(version.value, MINIMUM_VERSIONS[system]) ? "pass" : "fail") : "unknown", found: version?.shown ?? null });
  }
  const memory = { id: "memory" as const, result: enough(facts.deviceMemory, MINIMUM_MEMORY_GB), found: facts.deviceMemory ?? null };
  if (system === "windows") {
    checks.push({ id: "cores", result: enough(facts.hardwareConcurrency, MINIMUM_CORES), found: facts.hardwareConcurrency ?? null }, memory);
    // The Surface Book is a Windows computer like any other to a browser.
    checks.push({ id: "model", result: "unknown", found: null });
  }
  if (system === "android" && form === "tablet") checks.push({ id: "processorSpeed", result: "unknown", found: null }, memory);
  // iPad 5, Air 3, mini 5 / iPhone 7 or newer: Safari never names the model.
  if (system === "ios") checks.push({ id: "model", result: "unknown", found: null });
  const results = checks.map((check) => check.result);
  const verdict = results.includes("fail") ? "fails" : results.includes("unknown") ? "unsure" : "meets";
  return { system, form, checks, verdict };
}
