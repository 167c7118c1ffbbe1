import type { Site } from "../../schemas/site.js";

/** The right tool panel appears once the page is scrolled beyond 580 px (SPEC §2 Right tool panel, §9). */
export const TOOL_PANEL_SCROLL_THRESHOLD_PX = 580;

/**
 * Whether the right tool panel shows: the site enables it, the path is not a recommended-courses page
 * (any path containing "recommended-courses"), and the page is scrolled beyond 580 px (SPEC §2).
 */
export function showsToolPanel({
  site,
  path,
  scrollTop,
}: {
  site: Pick<Site, "features">;
  path: string;
  scrollTop: number;
}): boolean {
  return site.features.toolPanel && !path.includes("recommended-courses") && scrollTop > TOOL_PANEL_SCROLL_THRESHOLD_PX;
}

/** The cookie banner shows until consent is given, on sites that have it (not hk, am, ae: SPEC §2, §6). */
export function showsCookieBanner(site: Pick<Site, "features">, consentGiven: boolean): boolean {
  return site.features.cookieBanner && !consentGiven;
}

/** The online-service widget of the default layout (sg and uk only, SPEC §2 Layouts). */
export function showsOnlineServiceWidget(site: Pick<Site, "features">): boolean {
  return site.features.onlineServiceWidget;
}

/** The AI chat assistant (cn and us only, SPEC §1, §2 Right tool panel). */
export function showsChat(site: Pick<Site, "features">): boolean {
  return site.features.chat;
}

/** The footer appears once the page has not changed for 1 s ... (SPEC §2 Layouts) */
export const FOOTER_IDLE_MS = 1000;
/** ... or 5 s after navigation at the latest. */
export const FOOTER_MAX_MS = 5000;

export interface FooterTiming {
  /** Time since the navigation to the current page started. */
  msSinceNavigation: number;
  /** Time since the page last changed (rendered or loaded more content); equals msSinceNavigation if it has not. */
  msSinceLastChange: number;
}

/**
 * How much longer to wait before revealing the footer: 0 when it is due, else the shorter of the time left
 * until 1 s of no change and the time left until the 5 s cap. A view re-arms its timer with this after every
 * page change. (It needs both times: the time since the last change alone cannot honour the cap.)
 */
export function footerRevealDelay({ msSinceNavigation, msSinceLastChange }: FooterTiming): number {
  const untilIdle = FOOTER_IDLE_MS - elapsed(msSinceLastChange);
  const untilCap = FOOTER_MAX_MS - elapsed(msSinceNavigation);
  return Math.max(0, Math.min(untilIdle, untilCap));
}

/** A measured duration; negative or unknown (NaN) counts as none elapsed. */
function elapsed(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** Whether the footer is due: 1 s with no page change, or 5 s after navigation at most. */
export function shouldRevealFooter(timing: FooterTiming): boolean {
  return footerRevealDelay(timing) === 0;
}
