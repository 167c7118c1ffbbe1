import { describe, expect, it } from "vitest";
import type { MediaImage } from "../schemas/api/calls/media.js";
import { imagesFor, mediaAddressesIn, MOBILE_IMAGE_MEDIA, reservedSize, sizesFor, sourcesFor, srcSetOf } from "./media-images.js";

const hash = "a".repeat(64);
const other = "b".repeat(64);
const variant = (format: "webp" | "avif", width: number) => ({ format, width, height: width / 2, bytes: 100, file: `${hash}-${width}.${format}` });
const image: MediaImage = {
  address: `/media/${hash}-960.webp`,
  width: 960,
  height: 480,
  placeholder: "data:image/webp;base64,AAAA",
  variants: [variant("webp", 320), variant("webp", 960), variant("avif", 320), variant("avif", 960)],
};

describe("mediaAddressesIn", () => {
  it("finds every library address in builder data, at any depth, once", () => {
    const data = {
      image: `/media/${hash}-960.webp`,
      slides: [{ image: `/media/${other}-320.avif`, alt: "x" }, { image: `/media/${hash}-960.webp` }],
      link: { url: "/media/not-a-file.webp" },
      html: `<img src="/media/${hash}-960.webp">`,
      other: "/images/placeholder.svg",
      width: 960,
    };
    expect(mediaAddressesIn(data).sort()).toEqual([`/media/${hash}-960.webp`, `/media/${other}-320.avif`]);
  });
});

describe("imagesFor", () => {
  it("keys each image by every address that names it, and leaves out the rest", () => {
    const addresses = [`/media/${hash}-960.webp`, `/media/${hash}-320.avif`, `/media/${other}-320.webp`];
    expect(imagesFor(addresses, [image])).toEqual({ [addresses[0]!]: image, [addresses[1]!]: image });
  });
});

describe("srcset and sizes", () => {
  it("lists one format's variants by width", () => {
    expect(srcSetOf(image, "avif")).toBe(`/media/${hash}-320.avif 320w, /media/${hash}-960.avif 960w`);
  });

  it("is as wide as the viewport below the width shown", () => {
    expect(sizesFor(960)).toBe("(max-width: 960px) 100vw, 960px");
  });
});

describe("reservedSize", () => {
  it("keeps what the caller sets, completes a side from the proportions, or takes the image's own", () => {
    expect(reservedSize(image, 300, 100)).toEqual({ width: 300, height: 100 });
    expect(reservedSize(image, 500)).toEqual({ width: 500, height: 250 });
    expect(reservedSize(image, undefined, "120")).toEqual({ width: 240, height: 120 });
    expect(reservedSize(image)).toEqual({ width: 960, height: 480 });
    expect(reservedSize(image, "auto")).toEqual({ width: 960, height: 480 });
  });
});

describe("sourcesFor", () => {
  it("offers the main image's AVIF widths, its WebP being the <img>'s", () => {
    expect(sourcesFor(image.address, image, { sizes: "(max-width: 600px) 100vw, 600px" })).toEqual([
      { media: undefined, type: "image/avif", srcSet: `/media/${hash}-320.avif 320w, /media/${hash}-960.avif 960w`, sizes: "(max-width: 600px) 100vw, 600px" },
    ]);
  });

  it("offers another screen's image as AVIF, then WebP, at its own size", () => {
    const sizes = "(max-width: 960px) 100vw, 960px";
    expect(sourcesFor(image.address, image, { media: MOBILE_IMAGE_MEDIA })).toEqual([
      { media: "(max-width: 768px)", type: "image/avif", srcSet: srcSetOf(image, "avif"), sizes, width: 960, height: 480 },
      { media: "(max-width: 768px)", type: "image/webp", srcSet: srcSetOf(image, "webp"), sizes, width: 960, height: 480 },
    ]);
  });

  it("offers another screen's other address as it is, and nothing for the main image's", () => {
    expect(sourcesFor("/images/phone.jpg", undefined, { media: MOBILE_IMAGE_MEDIA })).toEqual([{ media: "(max-width: 768px)", srcSet: "/images/phone.jpg" }]);
    expect(sourcesFor("/images/desktop.jpg", undefined)).toEqual([]);
  });
});
