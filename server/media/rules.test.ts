import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fitsPixelLimits, sniffImageType, variantWidths } from "./rules.js";

const made = (format: "png" | "jpeg" | "webp" | "avif" | "gif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })[format]().toBuffer();

describe("sniffImageType", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
    ["avif", "image/avif"],
    ["gif", "image/gif"],
  ] as const)("knows %s by its bytes", async (format, type) => {
    expect(sniffImageType(await made(format))).toBe(type);
  });

  it.each([
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["SVG after an XML declaration", '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["HTML", "<!doctype html><img src=x onerror=alert(1)>"],
    ["PDF", "%PDF-1.7\n"],
    ["a RIFF that is no WebP", "RIFF\u0000\u0000\u0000\u0000WAVEfmt "],
    ["an MP4", "\u0000\u0000\u0000\u0018ftypmp42\u0000\u0000\u0000\u0000mp42isom"],
    ["nothing", ""],
  ])("refuses %s", (_, text) => {
    expect(sniffImageType(Buffer.from(text, "latin1"))).toBeNull();
  });

  it("finds avif among the compatible brands of an ISO media file", () => {
    expect(sniffImageType(Buffer.from("\u0000\u0000\u0000\u001cftypmif1\u0000\u0000\u0000\u0000mif1avifmiaf", "latin1"))).toBe("image/avif");
  });

  it("does not read compatible brands past the ftyp box", () => {
    expect(sniffImageType(Buffer.from("\u0000\u0000\u0000\u0010ftypmif1\u0000\u0000\u0000\u0000avif", "latin1"))).toBeNull();
  });
});

describe("fitsPixelLimits", () => {
  it.each([
    [4000, 3000, true],
    [10_000, 4000, true],
    [10_001, 10, false],
    [10, 10_001, false],
    [8000, 5001, false],
    [6325, 6324, true],
  ])("%i × %i: %s", (width, height, fits) => {
    expect(fitsPixelLimits(width, height)).toBe(fits);
  });
});

describe("variantWidths", () => {
  it("makes the steps below the image and the image's own width", () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
  });

  it("never upscales a small image", () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(640)).toEqual([320, 640]);
  });

  it("stops at the largest step", () => {
    expect(variantWidths(6000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
  });
});
