import type { Sharp } from "sharp";
import {
  MEDIA_FORMATS,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_TYPE_NAMES,
  mediaFileName,
  type MediaRefusal,
  type MediaSourceType,
  type MediaVariant,
} from "../../schemas/api/calls/media.js";
import { fitsPixelLimits, sniffImageType, variantWidths } from "./rules.js";

/** Why an upload cannot go in the library, in words that name the limit; `reason` lets the tool say it in the editor's language. */
export class MediaRefusalError extends Error {
  override name = "MediaRefusalError";
  constructor(
    readonly reason: MediaRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const typeRefusal = () =>
  new MediaRefusalError("type", `file: only ${MEDIA_TYPE_NAMES} images are accepted (SVG is not, as it can carry scripts)`);

/** The decoder's format names of the accepted types (sharp calls AVIF "heif", with AV1 compression). */
const DECODED_AS: Record<MediaSourceType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/gif": "gif",
};

const ENCODE = {
  webp: (image: Sharp) => image.webp({ quality: 80 }),
  // AVIF is slow to encode: effort 2 keeps an upload of a large photo to a few seconds on two cores.
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
};

/** The placeholder's width: a few hundred bytes, blurred, that the browser stretches while the image loads. */
const PLACEHOLDER_WIDTH = 16;

export interface MadeImage {
  sourceType: MediaSourceType;
  /** As shown: after the orientation the file's EXIF asks for. */
  width: number;
  height: number;
  placeholder: string;
  variants: (MediaVariant & { data: Buffer })[];
}

/**
 * Checks an upload and makes its variants: the type by its bytes, an image that decodes whole, at most
 * MEDIA_MAX_PIXELS and MEDIA_MAX_SIDE a side (read from the header before decoding, and held by sharp's
 * limitInputPixels while decoding, so a decompression bomb is refused), then WebP and AVIF at each width of
 * variantWidths, and the blurred placeholder. Refusals are MediaRefusalErrors.
 */
export async function makeImage(bytes: Buffer, hash: string): Promise<MadeImage> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw typeRefusal();
  const notAnImage = () => new MediaRefusalError("image", `file: not a readable ${sourceType.slice("image/".length).toUpperCase()} image (the file is damaged or is something else)`);

  // sharp's native library loads with the first upload: a server that takes none never holds it.
  const { default: sharp } = await import("sharp");
  // The header alone, read without sharp's pixel limit (nothing is decoded), so that too many pixels is refused as that.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (metadata.format !== DECODED_AS[sourceType] || !metadata.width || !metadata.height) throw notAnImage();
  const { width, height } = metadata.autoOrient;
  if (!fitsPixelLimits(width, height)) {
    throw new MediaRefusalError(
      "pixels",
      `file: ${width} × ${height} pixels is too large (at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels and ${MEDIA_MAX_SIDE} pixels a side)`,
    );
  }

  // Decoded once, upright, at the largest width made; every variant is made from these pixels.
  const widths = variantWidths(width);
  const largest = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "warning" })
    .autoOrient()
    .resize({ width: widths.at(-1)! })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  const pixels = () => sharp(largest.data, { raw: largest.info });

  const variants = await Promise.all(
    MEDIA_FORMATS.flatMap((format) =>
      widths.map(async (variantWidth) => {
        const { data, info } = await ENCODE[format](pixels().resize({ width: variantWidth })).toBuffer({ resolveWithObject: true });
        return { format, width: info.width, height: info.height, bytes: data.length, file: mediaFileName(hash, info.width, format), data };
      }),
    ),
  );
  const placeholder = await pixels().resize({ width: PLACEHOLDER_WIDTH }).blur(1).webp({ quality: 40 }).toBuffer();
  return { sourceType, width, height, placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`, variants };
}
