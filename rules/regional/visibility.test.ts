import { describe, expect, it } from "vitest";
import {
  FOOTER_IDLE_MS,
  FOOTER_MAX_MS,
  footerRevealDelay,
  shouldRevealFooter,
  showsChat,
  showsCookieBanner,
  showsOnlineServiceWidget,
  showsToolPanel,
  TOOL_PANEL_SCROLL_THRESHOLD_PX,
} from "./visibility.js";
import { SITES, siteOf } from "../../tests/helpers/test-sites.js";

const localesWhere = (test: (site: (typeof SITES)[number]) => boolean) => SITES.filter(test).map((site) => site.locale);

describe("showsToolPanel", () => {
  const us = siteOf("us");

  it("shows only after scrolling beyond 580 px", () => {
    expect(TOOL_PANEL_SCROLL_THRESHOLD_PX).toBe(580);
    expect(showsToolPanel({ site: us, path: "/courses", scrollTop: 0 })).toBe(false);
    expect(showsToolPanel({ site: us, path: "/courses", scrollTop: 580 })).toBe(false);
    expect(showsToolPanel({ site: us, path: "/courses", scrollTop: 581 })).toBe(true);
    expect(showsToolPanel({ site: us, path: "/courses", scrollTop: Number.NaN })).toBe(false);
  });

  it("never shows on paths containing recommended-courses", () => {
    expect(showsToolPanel({ site: us, path: "/test/recommended-courses", scrollTop: 2000 })).toBe(false);
    expect(showsToolPanel({ site: us, path: "/x/recommended-courses/y", scrollTop: 2000 })).toBe(false);
    expect(showsToolPanel({ site: us, path: "/test/recommended-classes/abc", scrollTop: 2000 })).toBe(true);
  });

  it("shows only where the site enables it", () => {
    expect(localesWhere((site) => !showsToolPanel({ site, path: "/", scrollTop: 1000 }))).toEqual(["am", "ae"]);
  });
});

describe("site widgets", () => {
  it("shows the cookie banner until consent, except on hk, am and ae", () => {
    expect(localesWhere((site) => !showsCookieBanner(site, false))).toEqual(["hk", "am", "ae"]);
    expect(localesWhere((site) => showsCookieBanner(site, true))).toEqual([]);
  });

  it("shows the online-service widget on sg and uk only", () => {
    expect(localesWhere(showsOnlineServiceWidget)).toEqual(["uk", "sg"]);
  });

  it("shows the chat on cn and us only", () => {
    expect(localesWhere(showsChat).sort()).toEqual(["cn", "us"]);
  });
});

describe("footer reveal", () => {
  it("waits 1 s without page change, 5 s at most", () => {
    expect(FOOTER_IDLE_MS).toBe(1000);
    expect(FOOTER_MAX_MS).toBe(5000);
  });

  it("is due after 1 s with no page change", () => {
    expect(shouldRevealFooter({ msSinceNavigation: 999, msSinceLastChange: 999 })).toBe(false);
    expect(shouldRevealFooter({ msSinceNavigation: 1000, msSinceLastChange: 1000 })).toBe(true);
    expect(shouldRevealFooter({ msSinceNavigation: 3000, msSinceLastChange: 1200 })).toBe(true);
  });

  it("is due after 5 s however often the page changes", () => {
    expect(shouldRevealFooter({ msSinceNavigation: 4999, msSinceLastChange: 10 })).toBe(false);
    expect(shouldRevealFooter({ msSinceNavigation: 5000, msSinceLastChange: 0 })).toBe(true);
  });

  it("tells how long is left, the sooner of the two", () => {
    expect(footerRevealDelay({ msSinceNavigation: 0, msSinceLastChange: 0 })).toBe(1000);
    expect(footerRevealDelay({ msSinceNavigation: 2000, msSinceLastChange: 300 })).toBe(700);
    expect(footerRevealDelay({ msSinceNavigation: 4500, msSinceLastChange: 100 })).toBe(500);
    expect(footerRevealDelay({ msSinceNavigation: 6000, msSinceLastChange: 6000 })).toBe(0);
  });

  it("treats negative or unknown durations as nothing elapsed", () => {
    expect(footerRevealDelay({ msSinceNavigation: Number.NaN, msSinceLastChange: -50 })).toBe(1000);
    expect(footerRevealDelay({ msSinceNavigation: 4800, msSinceLastChange: Number.NaN })).toBe(200);
  });
});
