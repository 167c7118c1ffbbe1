import { describe, expect, it } from "vitest";
import { adsToShow, createShowRegistry, isLinkableUrl, MAX_ROTATING_ADS, nextAdIndex, type AdResource } from "./ads.js";

const ad = (resId: number): AdResource => ({ resId, url: `/promo/${resId}`, target: false, src: `/ads/${resId}.png` });

describe("ads", () => {
  it("shows at most five ads, in order", () => {
    expect(MAX_ROTATING_ADS).toBe(5);
    expect(adsToShow([1, 2, 3, 4, 5, 6, 7].map(ad)).map((a) => a.resId)).toEqual([1, 2, 3, 4, 5]);
    expect(adsToShow([ad(9)])).toEqual([ad(9)]);
    expect(adsToShow([])).toEqual([]);
  });

  it("rotates to the next ad and back to the first", () => {
    expect(nextAdIndex(0, 3)).toBe(1);
    expect(nextAdIndex(2, 3)).toBe(0);
    expect(nextAdIndex(0, 1)).toBe(0);
    expect(nextAdIndex(0, 0)).toBe(0);
  });

  it("counts each ad's show once", () => {
    const firstShow = createShowRegistry();
    expect(firstShow(1)).toBe(true);
    expect(firstShow(2)).toBe(true);
    expect(firstShow(1)).toBe(false);
  });

  it("links only to web addresses and site paths", () => {
    expect(isLinkableUrl("https://shop.example/sale")).toBe(true);
    expect(isLinkableUrl("http://shop.example")).toBe(true);
    expect(isLinkableUrl("/courses/list")).toBe(true);
    expect(isLinkableUrl("javascript:alert(1)")).toBe(false);
    expect(isLinkableUrl(" JavaScript:alert(1)")).toBe(false);
    expect(isLinkableUrl("data:text/html,hi")).toBe(false);
    expect(isLinkableUrl("")).toBe(false);
  });
});
