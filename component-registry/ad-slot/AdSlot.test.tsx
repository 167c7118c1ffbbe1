// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import type { ViewProps } from "../define.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import AdSlot from "./AdSlot.js";
import type { AdResource } from "./ads.js";
import { FakeIntersectionObserver } from "../shared/fake-intersection-observer.js";
import type { AdSlotResolved } from "./resolve.js";
import { adSlotSpec, type AdSlotData } from "./schema.js";

const call: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};
let callFn: ReturnType<typeof vi.fn>;

/** AdSlot inside the API context the page renderer gives. */
function AdSlotWithApi(props: ViewProps<AdSlotData, AdSlotResolved>) {
  return (
    <SiteApiContext.Provider value={{ api: { call: callFn } as unknown as ApiClient, call }}>
      <AdSlot {...props} />
    </SiteApiContext.Provider>
  );
}

const ad = (resId: number, target = false): AdResource => ({
  resId,
  url: `https://us.mathwise.example/promo/${resId}`,
  target,
  src: `https://cdn.example/ads/${resId}.png`,
});
const example: AdSlotData = { locationKey: "home", height: 160 };

const trackCalls = (kind: "show" | "click") =>
  callFn.mock.calls.filter(([name, data]) => name === "trackResource" && data.kind === kind).map(([, data]) => data.resId);

/** Makes the shown ad half visible for 500 ms. */
function seeCurrentAd(container: HTMLElement) {
  const item = container.querySelector(".ad-slot__item")!;
  act(() => FakeIntersectionObserver.show(item, 0.6));
  act(() => vi.advanceTimersByTime(500));
}

const preventNavigation = (event: Event) => event.preventDefault();

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.install();
  callFn = vi.fn(async () => null);
  document.addEventListener("click", preventNavigation);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.removeEventListener("click", preventNavigation);
});

describe("AdSlot", () => {
  it("renders nothing from the defaults when the location has no ads", () => {
    const { container } = renderView(AdSlotWithApi, { data: adSlotSpec.defaults, resolved: { resources: [] } });
    expect(container.innerHTML).toBe("");
  });

  it("renders nothing when nothing was resolved", () => {
    const { container } = renderView(AdSlotWithApi, {
      data: example,
      resolved: undefined as unknown as AdSlotResolved,
    });
    expect(container.innerHTML).toBe("");
  });

  it("renders the first ad as an image link in a new window when its target says so", () => {
    const { container } = renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(1, true)] } });
    const link = screen.getByRole("link");
    expect(link.getAttribute("href")).toBe("https://us.mathwise.example/promo/1");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    const image = link.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("https://cdn.example/ads/1.png");
    expect(image.getAttribute("alt")).not.toBe("");
    expect((container.querySelector(".ad-slot") as HTMLElement).style.height).toBe("160px");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("opens an ad without target in the same window", () => {
    renderView(AdSlotWithApi, { data: { locationKey: "home" }, resolved: { resources: [ad(1, false)] } });
    const link = screen.getByRole("link");
    expect(link.hasAttribute("target")).toBe(false);
    expect(link.hasAttribute("rel")).toBe(false);
  });

  it("does not link an ad whose url is not a web address", () => {
    renderView(AdSlotWithApi, {
      data: example,
      resolved: { resources: [{ ...ad(1), url: "javascript:alert(1)" }] },
    });
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("img")).toBeTruthy();
  });

  it("rotates through up to five ads every 5 s", () => {
    renderView(AdSlotWithApi, { data: example, resolved: { resources: [1, 2, 3, 4, 5, 6, 7].map((id) => ad(id)) } });
    const shown = () => screen.getByRole("link").getAttribute("href")!.split("/").pop();
    const seen = [shown()];
    for (let step = 0; step < 6; step++) {
      act(() => vi.advanceTimersByTime(5000));
      seen.push(shown());
    }
    expect(seen).toEqual(["1", "2", "3", "4", "5", "1", "2"]);
  });

  it("pauses the rotation with its button and while hovered", () => {
    const { container } = renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(1), ad(2)] } });
    const shown = () => screen.getByRole("link").getAttribute("href");
    const toggle = screen.getByRole("button");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toContain("/promo/1");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.mouseEnter(container.querySelector(".ad-slot")!);
    act(() => vi.advanceTimersByTime(15_000));
    expect(shown()).toContain("/promo/1");
    fireEvent.mouseLeave(container.querySelector(".ad-slot")!);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toContain("/promo/2");
  });

  it("tracks an ad's show once per page view, when half visible for 500 ms", () => {
    const { container } = renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(1), ad(2)] } });
    const item = container.querySelector(".ad-slot__item")!;
    act(() => FakeIntersectionObserver.show(item, 0.6));
    act(() => vi.advanceTimersByTime(499));
    expect(trackCalls("show")).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(callFn).toHaveBeenCalledWith("trackResource", { resId: 1, kind: "show" }, call);

    act(() => vi.advanceTimersByTime(5000 - 500)); // rotates to ad 2
    seeCurrentAd(container);
    act(() => vi.advanceTimersByTime(5000 - 500)); // back to ad 1
    seeCurrentAd(container);
    expect(trackCalls("show")).toEqual([1, 2]);
  });

  it("does not track an ad that is barely visible", () => {
    const { container } = renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(1)] } });
    act(() => FakeIntersectionObserver.show(container.querySelector(".ad-slot__item")!, 0.3));
    act(() => vi.advanceTimersByTime(2000));
    expect(trackCalls("show")).toEqual([]);
  });

  it("tracks clicks, ignoring tracking errors", async () => {
    callFn = vi.fn(async () => {
      throw new Error("tracking is down");
    });
    renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(7, true)] } });
    fireEvent.click(screen.getByRole("link"));
    await act(async () => {});
    expect(callFn).toHaveBeenCalledWith("trackResource", { resId: 7, kind: "click" }, call);
  });

  it("ignores a tracking call that throws at once", () => {
    callFn = vi.fn(() => {
      throw new Error("no client");
    });
    renderView(AdSlotWithApi, { data: example, resolved: { resources: [ad(7)] } });
    expect(() => fireEvent.click(screen.getByRole("link"))).not.toThrow();
  });

  it("does not track while an editor previews the page", () => {
    const { container } = renderView(AdSlotWithApi, {
      data: example,
      resolved: { resources: [ad(1)] },
      environment: { preview: true },
    });
    act(() => FakeIntersectionObserver.show(container.querySelector(".ad-slot__item")!, 1));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole("link"));
    expect(callFn).not.toHaveBeenCalled();
  });

  describe("schema", () => {
    const validate = validatorFor(adSlotSpec.schema);

    it("accepts the defaults and the example", () => {
      expect(validate(adSlotSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["a missing location key", { height: 100 }],
      ["an unknown location key", { locationKey: "footer" }],
      ["a height of the wrong type", { locationKey: "home", height: "100px" }],
      ["a height below 40", { locationKey: "home", height: 10 }],
      ["a height above 800", { locationKey: "home", height: 801 }],
      ["an extra property", { locationKey: "home", url: "javascript:alert(1)" }],
    ])("rejects %s", (_label, data) => {
      expect(validate(data)).toBe(false);
    });
  });
});
