// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { onPage, pageMediaImage } from "../../tests/helpers/media-image.js";
import { renderView } from "../../tests/helpers/render-view.js";
import { PLACEHOLDER_IMAGE } from "../../ui/SafeImage.js";
import { topBannerSpec, type TopBannerData } from "./schema.js";
import TopBanner from "./TopBanner.js";

afterEach(cleanup);

const example: TopBannerData = {
  headline: "Summer maths camp 2025",
  subline: "Live online classes for grades 1 to 8, taught by expert teachers.",
  image: "https://cdn.mathwise.example/banners/summer-desktop.jpg",
  mobileImage: "https://cdn.mathwise.example/banners/summer-mobile.jpg",
  imageAlt: "Children solving puzzles together",
  backgroundColor: "#fff4e0",
  button: { label: "Book a free trial", link: { url: "/level-test", newWindow: true } },
};

describe("TopBanner view", () => {
  it("renders the defaults", () => {
    renderView(TopBanner, { data: topBannerSpec.defaults });
    expect(screen.getByRole("heading", { level: 1, name: "Headline" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders a full banner", () => {
    const { container } = renderView(TopBanner, { data: example });
    expect(screen.getByRole("heading", { level: 1, name: example.headline })).toBeTruthy();
    expect(screen.getByText(example.subline!)).toBeTruthy();
    const image = screen.getByRole("img", { name: "Children solving puzzles together" });
    expect(image.getAttribute("src")).toBe(example.image);
    // The first thing a visitor sees (the page's largest paint) is never left to load lazily.
    expect(image.getAttribute("loading")).toBe("eager");
    const source = container.querySelector("picture source");
    expect(source?.getAttribute("media")).toBe("(max-width: 768px)");
    expect(source?.getAttribute("srcset")).toBe(example.mobileImage);
    expect((container.querySelector(".top-banner") as HTMLElement).style.backgroundColor).toBeTruthy();
  });

  it("offers AVIF first for the library's desktop and phone images, then their WebP widths", () => {
    const desktop = pageMediaImage("a".repeat(64), { width: 2560, height: 800, widths: [1280, 2560] });
    const phone = pageMediaImage("b".repeat(64), { width: 960, height: 960, widths: [640, 960] });
    const { container } = renderView(TopBanner, { data: { ...example, image: desktop.address, mobileImage: phone.address }, mediaImages: onPage(desktop, phone) });
    const sources = [...container.querySelectorAll(".top-banner picture > source")].map((source) => [source.getAttribute("media"), source.getAttribute("type"), source.getAttribute("srcset")]);
    expect(sources).toEqual([
      ["(max-width: 768px)", "image/avif", `/media/${"b".repeat(64)}-640.avif 640w, /media/${"b".repeat(64)}-960.avif 960w`],
      ["(max-width: 768px)", "image/webp", `/media/${"b".repeat(64)}-640.webp 640w, /media/${"b".repeat(64)}-960.webp 960w`],
      [null, "image/avif", `/media/${"a".repeat(64)}-1280.avif 1280w, /media/${"a".repeat(64)}-2560.avif 2560w`],
    ]);
    const image = screen.getByRole("img", { name: example.imageAlt });
    expect(image.parentElement?.tagName).toBe("PICTURE");
    expect(image.getAttribute("srcset")).toBe(`/media/${"a".repeat(64)}-1280.webp 1280w, /media/${"a".repeat(64)}-2560.webp 2560w`);
    expect(image.getAttribute("loading")).toBe("eager");
  });

  it("offers the desktop image's AVIF without a phone image", () => {
    const desktop = pageMediaImage("c".repeat(64), { width: 1920, height: 600 });
    const { container } = renderView(TopBanner, { data: { ...example, image: desktop.address, mobileImage: undefined }, mediaImages: onPage(desktop) });
    expect([...container.querySelectorAll("picture > source")].map((source) => source.getAttribute("type"))).toEqual(["image/avif"]);
  });

  it("shows the placeholder alone when the image fails to load", () => {
    const { container } = renderView(TopBanner, { data: example });
    fireEvent.error(screen.getByRole("img", { name: "Children solving puzzles together" }));
    expect(screen.getByRole("img", { name: "Children solving puzzles together" }).getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
    expect(container.querySelector("source")).toBeNull();
    expect(PLACEHOLDER_IMAGE).toBe("/images/placeholder.svg");
  });

  it("opens the button's link in a new window without giving it this page", () => {
    renderView(TopBanner, { data: example });
    const button = screen.getByRole("link", { name: "Book a free trial" });
    expect(button.getAttribute("href")).toBe("/level-test");
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")?.split(" ")).toContain("noopener");
  });

  it("opens the button's link in the same window otherwise", () => {
    renderView(TopBanner, { data: { ...example, button: { label: "Courses", link: { url: "/courses" } } } });
    const button = screen.getByRole("link", { name: "Courses" });
    expect(button.getAttribute("target")).toBeNull();
    expect(button.getAttribute("rel")).toBeNull();
  });
});

describe("TopBanner schema", () => {
  const validate = validatorFor(topBannerSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(topBannerSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing headline", { image: "/images/a.jpg" }],
    ["a missing image", { headline: "Hi" }],
    ["a headline of the wrong type", { headline: 7, image: "/images/a.jpg" }],
    ["a javascript: image", { headline: "Hi", image: "javascript:alert(1)" }],
    ["a javascript: button link", { ...example, button: { label: "Go", link: { url: "javascript:alert(1)" } } }],
    ["a colour that is not #rrggbb", { ...example, backgroundColor: "red" }],
    ["a button without label", { ...example, button: { link: { url: "/" } } }],
    ["an extra property", { ...example, onClick: "alert(1)" }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
