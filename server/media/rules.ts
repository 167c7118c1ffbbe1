import { MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, type MediaSourceType } from "../../schemas/api/calls/media.js";

/** How many first bytes sniffImageType reads. */
export const SNIFF_BYTES = 32;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** AVIF is an ISO media file (`ftyp` box) whose major or a compatible brand is avif (still) or avis (sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("ftyp"), 4)) return false;
  const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length);
  // The major brand at 8, the minor version at 12, then the compatible brands.
  for (let at = 8; at + 4 <= boxSize; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii("avif"), at) || startsWith(bytes, ascii("avis"), at)) return true;
  }
  return false;
}

/**
 * The image type the first bytes of a file say, among those the library takes, or null for anything else
 * (SVG, HTML, PDF, random bytes...). The name and the Content-Type a browser sends are never asked.
 */
export function sniffImageType(bytes: Uint8Array): MediaSourceType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (isAvif(bytes)) return "image/avif";
  return null;
}

/** Whether an image of this size stays within the library's limits (pixels, and each side). */
export const fitsPixelLimits = (width: number, height: number) =>
  width <= MEDIA_MAX_SIDE && height <= MEDIA_MAX_SIDE && width * height <= MEDIA_MAX_PIXELS;

/** The widths every image is made at, when it is at least that wide. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;
const LARGEST_WIDTH = VARIANT_WIDTHS.at(-1)!;

/**
 * The widths an image of `width` pixels is made at: the steps below its own width, and its own width up to
 * the largest step. Never wider than the original: an upscaled image only weighs more.
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, LARGEST_WIDTH);
  return [...VARIANT_WIDTHS.filter((step) => step < top), top];
}
