// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { onPage, pageMediaImage } from "../../tests/helpers/media-image.js";
import { renderView } from "../../tests/helpers/render-view.js";
import BannerCarousel from "./BannerCarousel.js";
import { DEFAULT_INTERVAL_MS, nextSlide, shouldAutoAdvance } from "./carousel.js";
import { bannerCarouselSpec, type BannerCarouselData } from "./schema.js";

const example: BannerCarouselData = {
  slides: [
    {
      image: "https://cdn.mathwise.example/banners/spring-desktop.jpg",
      mobileImage: "https://cdn.mathwise.example/banners/spring-mobile.jpg",
      alt: "Spring term enrolment is open",
      link: { url: "/courses" },
    },
    {
      image: "https://cdn.mathwise.example/banners/assessment.jpg",
      alt: "Free 1-to-1 assessment",
      link: { url: "https://us.mathwise.example/1-to-1-assessment", newWindow: true },
    },
    { image: "/images/banners/teachers.jpg", alt: "Meet our teachers" },
  ],
  intervalMs: 4000,
};

/** The slide now shown (the others are hidden). */
function visibleSlideImage() {
  const visible = [...document.querySelectorAll<HTMLElement>(".banner-carousel__slide")].filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector("img")!.getAttribute("alt");
}

const carousel = () => document.querySelector<HTMLElement>(".banner-carousel")!;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("nextSlide", () => {
  it("moves forward and wraps at the end", () => {
    expect(nextSlide(0, 3, 1)).toBe(1);
    expect(nextSlide(2, 3, 1)).toBe(0);
  });

  it("moves back and wraps at the start", () => {
    expect(nextSlide(1, 3, -1)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
  });

  it("handles steps larger than the list and a step of 0", () => {
    expect(nextSlide(1, 3, 7)).toBe(2);
    expect(nextSlide(1, 3, -7)).toBe(0);
    expect(nextSlide(5, 3, 0)).toBe(2);
  });

  it("stays at 0 with one slide or none", () => {
    expect(nextSlide(0, 1, 1)).toBe(0);
    expect(nextSlide(0, 1, -1)).toBe(0);
    expect(nextSlide(3, 0, 1)).toBe(0);
  });
});

describe("shouldAutoAdvance", () => {
  it("rotates only several slides nobody is on", () => {
    expect(shouldAutoAdvance(3, false, false)).toBe(true);
    expect(shouldAutoAdvance(1, false, false)).toBe(false);
    expect(shouldAutoAdvance(3, true, false)).toBe(false);
    expect(shouldAutoAdvance(3, false, true)).toBe(false);
  });
});

describe("BannerCarousel view", () => {
  it("renders the defaults: one slide, no controls, no timer", () => {
    renderView(BannerCarousel, { data: bannerCarouselSpec.defaults });
    expect(document.querySelectorAll(".banner-carousel__slide")).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("offers AVIF first for each slide's library images, desktop and phone, then their WebP widths", () => {
    const desktop = pageMediaImage("a".repeat(64), { width: 1600, height: 500, widths: [960, 1600] });
    const phone = pageMediaImage("b".repeat(64), { width: 640, height: 640 });
    const other = pageMediaImage("c".repeat(64), { width: 1280, height: 400 });
    const slides = [{ image: desktop.address, mobileImage: phone.address, alt: "Spring term" }, { image: other.address, alt: "Summer camp" }];
    const { container } = renderView(BannerCarousel, { data: { slides }, mediaImages: onPage(desktop, phone, other) });
    const sourcesOf = (slide: Element) => [...slide.querySelectorAll("picture > source")].map((source) => `${source.getAttribute("media") ?? "any"} ${source.getAttribute("type")} ${source.getAttribute("srcset")}`);
    const [first, second] = container.querySelectorAll(".banner-carousel__slide");
    expect(sourcesOf(first!)).toEqual([
      `(max-width: 768px) image/avif /media/${"b".repeat(64)}-320.avif 320w, /media/${"b".repeat(64)}-640.avif 640w`,
      `(max-width: 768px) image/webp /media/${"b".repeat(64)}-320.webp 320w, /media/${"b".repeat(64)}-640.webp 640w`,
      `any image/avif /media/${"a".repeat(64)}-960.avif 960w, /media/${"a".repeat(64)}-1600.avif 1600w`,
    ]);
    expect(sourcesOf(second!)).toEqual([`any image/avif /media/${"c".repeat(64)}-320.avif 320w, /media/${"c".repeat(64)}-1280.avif 1280w`]);
    expect(first!.querySelector("picture > img")!.getAttribute("srcset")).toBe(`/media/${"a".repeat(64)}-960.webp 960w, /media/${"a".repeat(64)}-1600.webp 1600w`);
  });

  it("renders the example: carousel semantics, first slide shown, pictures with mobile sources and links", () => {
    renderView(BannerCarousel, { data: example });
    expect(carousel().getAttribute("aria-roledescription")).toBe("carousel");
    expect(carousel().getAttribute("aria-label")).toBe("Featured banners");
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");

    const slides = document.querySelectorAll(".banner-carousel__slide");
    expect(slides[0]!.getAttribute("aria-roledescription")).toBe("slide");
    expect(slides[0]!.getAttribute("aria-label")).toBe("1 of 3");
    const source = slides[0]!.querySelector("picture source")!;
    expect(source.getAttribute("media")).toBe("(max-width: 768px)");
    expect(source.getAttribute("srcset")).toBe(example.slides[0]!.mobileImage);
    expect(slides[2]!.querySelector("source")).toBeNull();

    expect(slides[0]!.querySelector("a")!.getAttribute("href")).toBe("/courses");
    const external = slides[1]!.querySelector("a")!;
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toBe("noopener noreferrer");
    expect(slides[2]!.querySelector("a")).toBeNull();

    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go to slide 1" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Go to slide 3" }).getAttribute("aria-current")).toBeNull();
  });

  it("advances by itself every intervalMs and wraps around", () => {
    renderView(BannerCarousel, { data: example });
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlideImage()).toBe("Free 1-to-1 assessment");
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlideImage()).toBe("Meet our teachers");
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
  });

  it("waits 5 seconds when the module sets no interval", () => {
    expect(DEFAULT_INTERVAL_MS).toBe(5000);
    renderView(BannerCarousel, { data: { slides: example.slides } });
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlideImage()).toBe("Free 1-to-1 assessment");
  });

  it("pauses while hovered and goes on after", () => {
    renderView(BannerCarousel, { data: example });
    fireEvent.mouseEnter(carousel());
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    expect(document.querySelector(".banner-carousel__slides")!.getAttribute("aria-live")).toBe("polite");
    fireEvent.mouseLeave(carousel());
    expect(document.querySelector(".banner-carousel__slides")!.getAttribute("aria-live")).toBe("off");
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlideImage()).toBe("Free 1-to-1 assessment");
  });

  it("pauses while focus is inside and goes on once it leaves", () => {
    renderView(BannerCarousel, { data: example });
    const next = screen.getByRole("button", { name: "Next slide" });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    // Moving focus between the carousel's own controls keeps it paused.
    fireEvent.blur(next, { relatedTarget: screen.getByRole("button", { name: "Go to slide 2" }) });
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    fireEvent.blur(next, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlideImage()).toBe("Free 1-to-1 assessment");
  });

  it("moves with the previous, next and dot buttons", () => {
    renderView(BannerCarousel, { data: example });
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlideImage()).toBe("Meet our teachers");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 2" }));
    expect(visibleSlideImage()).toBe("Free 1-to-1 assessment");
    expect(screen.getByRole("button", { name: "Go to slide 2" }).getAttribute("aria-current")).toBe("true");
  });

  it("restarts the wait after a manual move", () => {
    renderView(BannerCarousel, { data: example });
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole("button", { name: "Go to slide 3" }));
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlideImage()).toBe("Meet our teachers");
    act(() => vi.advanceTimersByTime(1000));
    expect(visibleSlideImage()).toBe("Spring term enrolment is open");
  });

  it("clears its timer when unmounted", () => {
    const { unmount } = renderView(BannerCarousel, { data: example });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("labels its controls in the visitor's language", () => {
    renderView(BannerCarousel, { data: example, environment: { language: "ko" } });
    expect(screen.getByRole("button", { name: "2번 슬라이드로 이동" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "다음 슬라이드" })).toBeTruthy();
  });
});

describe("BannerCarousel schema", () => {
  const validate = validatorFor(bannerCarouselSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(bannerCarouselSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["missing slides", { intervalMs: 5000 }],
    ["no slides", { slides: [] }],
    ["more than 10 slides", { slides: Array.from({ length: 11 }, () => ({ image: "/a.jpg", alt: "" })) }],
    ["a slide without alt", { slides: [{ image: "/a.jpg" }] }],
    ["an interval of the wrong type", { ...example, intervalMs: "5000" }],
    ["an interval under 2 s", { ...example, intervalMs: 500 }],
    ["a javascript: image", { slides: [{ image: "javascript:alert(1)", alt: "" }] }],
    ["a javascript: link", { slides: [{ image: "/a.jpg", alt: "", link: { url: "javascript:alert(1)" } }] }],
    ["an extra property", { ...example, autoplay: false }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
