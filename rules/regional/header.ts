import type { HeaderType } from "../../schemas/pages/document.js";
import type { Site } from "../../schemas/site.js";

export type { HeaderType };

/** Scroll handlers run at most once per 100 ms (SPEC §9 scroll throttle). */
export const SCROLL_THROTTLE_MS = 100;
/** Widths up to 768 px get the mobile view (SPEC §2 Header, §9 breakpoints). */
export const MOBILE_MAX_WIDTH = 768;
/** Class cards and enrol parts switch to mobile at 796 px instead (SPEC §2 Header, §9 breakpoints). */
export const CLASS_PARTS_MOBILE_MAX_WIDTH = 796;
/** How far down the page may be and still count as the top, for the header's sticky state (SPEC §9). */
export const HEADER_TOP_TOLERANCE_PX = 3;
/** The website config's header type when neither the page nor the site sets one (SPEC §3 Website). */
export const DEFAULT_HEADER_TYPE: HeaderType = "single";

export interface HeaderVariant {
  /** "us" for the US-style header of schools 415, 8601 and 105 (features.usStyleHeader). */
  style: "us" | "standard";
  type: HeaderType;
  /** The extra Math Game link (school 415). */
  mathGameLink: boolean;
  /** Whether the header changes when the page scrolls (off for school 105). */
  scrollEffect: boolean;
}

/**
 * Which header a page gets (SPEC §2 Layouts and Header): the page's header type, else the website config's
 * (`websiteHeaderType`), else "single"; the style and switches from the site's features.
 * The Math Game link belongs to the US-style header's navigation, so it shows only in the US style and not
 * in the single header, which carries only cart and login.
 */
export function headerVariant(
  site: Pick<Site, "features">,
  pageHeaderType?: HeaderType | null,
  websiteHeaderType?: HeaderType | null,
): HeaderVariant {
  const type = pageHeaderType ?? websiteHeaderType ?? DEFAULT_HEADER_TYPE;
  const us = site.features.usStyleHeader;
  return {
    style: us ? "us" : "standard",
    type,
    mathGameLink: us && site.features.mathGameLink && type !== "single",
    scrollEffect: site.features.headerScrollEffect,
  };
}

/**
 * Whether the page is at its top, for the header's sticky state. SPEC §9 words it "scrolled when top is 3 px
 * or less": the state it calls scrolled is set while the scroll position is at most 3 px, i.e. it is the
 * at-top state, named here for what it means. Negative positions (elastic overscroll) and unknown ones (NaN)
 * count as the top.
 */
export function headerAtTop(scrollTop: number): boolean {
  return !(scrollTop > HEADER_TOP_TOLERANCE_PX);
}

/** Whether a viewport width gets the mobile view; class cards and enrol parts use the wider breakpoint. */
export function isMobileWidth(width: number, { classParts = false }: { classParts?: boolean } = {}): boolean {
  return width <= (classParts ? CLASS_PARTS_MOBILE_MAX_WIDTH : MOBILE_MAX_WIDTH);
}

export interface CartBadge {
  show: boolean;
  /** The count, or "dots" when the view shows its dots icon instead (above 99, SPEC §2 Header). */
  text: string;
}

/** The cart badge for a cart count: hidden when empty, a dots icon above 99. Invalid counts show nothing. */
export function cartBadge(count: number): CartBadge {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return { show: items > 0, text: items > 99 ? "dots" : String(items) };
}
