import type { ResponseOf } from "../../schemas/api/contract.js";
import { isLinkUrl } from "../../schemas/link-url.js";

/** An ad (SPEC §3 resource ad): resId, url, target (true: new window), src (the image). */
export type AdResource = ResponseOf<"queryResourceByLocation">[number]["resources"][number];

/** A slot rotates through at most this many ads, one every ROTATION_INTERVAL_MS. */
export const MAX_ROTATING_ADS = 5;
export const ROTATION_INTERVAL_MS = 5000;

/** Only links by the one link rule are followed; anything else (javascript:, data:, //elsewhere...) is not a link. */
export const isLinkableUrl = (url: string) => isLinkUrl(url.trim());

/** The ads a slot shows, in order. */
export const adsToShow = (resources: readonly AdResource[]) => resources.slice(0, MAX_ROTATING_ADS);

/** The ad after `current` in a rotation of `count` (wrapping). */
export const nextAdIndex = (current: number, count: number) => (count <= 0 ? 0 : (current + 1) % count);

/** Remembers which ads were already counted as shown, so each show is tracked once per page view. */
export function createShowRegistry() {
  const shown = new Set<number>();
  /** True the first time an ad is passed, false afterwards. */
  return (resId: number) => {
    if (shown.has(resId)) return false;
    shown.add(resId);
    return true;
  };
}
