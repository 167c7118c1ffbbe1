// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import { PLACEHOLDER_IMAGE } from "../../ui/SafeImage.js";
import Image from "./Image.js";
import { imageSpec, type ImageData } from "./schema.js";

afterEach(cleanup);

const example: ImageData = {
  src: "https://cdn.mathwise.example/campus/cupertino-classroom.jpg",
  alt: "A bright classroom at the Cupertino campus",
  caption: "Our Cupertino learning centre",
  width: 1200,
  height: 800,
  link: { url: "/campuses/cupertino", newWindow: true },
};

describe("Image view", () => {
  it("renders the defaults: a figure with the image and nothing else", () => {
    const { container } = renderView(Image, { data: imageSpec.defaults });
    const image = container.querySelector("figure.image img");
    expect(image?.getAttribute("src")).toBe("/images/placeholder.svg");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.hasAttribute("width")).toBe(false);
    expect(container.querySelector("figcaption")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
  });

  it("renders the example with caption, size and link", () => {
    const { container } = renderView(Image, { data: example });
    const image = screen.getByRole("img", { name: example.alt });
    expect(image.getAttribute("src")).toBe(example.src);
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("800");
    expect(container.querySelector("figcaption")?.textContent).toBe("Our Cupertino learning centre");
    const link = screen.getByRole("link", { name: example.alt });
    expect(link.getAttribute("href")).toBe("/campuses/cupertino");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("opens a link in the same window unless told otherwise", () => {
    renderView(Image, { data: { ...example, link: { url: "/courses" } } });
    const link = screen.getByRole("link");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("rel")).toBeNull();
  });

  it("names a link around a decorative image by the caption", () => {
    renderView(Image, { data: { ...example, alt: "" } });
    expect(screen.getByRole("link", { name: "Our Cupertino learning centre" })).toBeTruthy();
  });

  it("falls back to the placeholder when the image fails", () => {
    renderView(Image, { data: example });
    const image = screen.getByRole("img", { name: example.alt });
    fireEvent.error(image);
    expect(image.getAttribute("src")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("Image schema", () => {
  const validate = validatorFor(imageSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(imageSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing src", { alt: "x" }],
    ["a missing alt", { src: "/images/a.jpg" }],
    ["a width of the wrong type", { ...example, width: "1200" }],
    ["a width of 0", { ...example, width: 0 }],
    ["a javascript: src", { ...example, src: "javascript:alert(1)" }],
    ["a javascript: link", { ...example, link: { url: "javascript:alert(1)" } }],
    ["an extra property", { ...example, onError: "alert(1)" }],
    ["an extra link property", { ...example, link: { url: "/", rel: "opener" } }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
