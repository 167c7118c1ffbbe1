import { FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_IMAGE_MAX_PIXELS, FEEDBACK_IMAGE_TYPE_NAMES, type FeedbackImageRefusal } from "../../../schemas/api/calls/feedback.js";
import { FEEDBACK_IMAGE_KEPT_SIDE, feedbackUploadRefusal, fitsFeedbackPixels } from "../../../rules/learning/feedback-image.js";
import { sniffImageType } from "../../media/rules.js";

/** Why a parent's image cannot be kept, in words that name the limit; `reason` lets the dialog say it in the parent's language. */
export class FeedbackImageRefusalError extends Error {
  override name = "FeedbackImageRefusalError";
  constructor(
    readonly reason: FeedbackImageRefusal,
    message: string,
  ) {
    super(message);
  }
}

const MESSAGES: Record<FeedbackImageRefusal, string> = {
  type: `file: only ${FEEDBACK_IMAGE_TYPE_NAMES} images are accepted`,
  size: `file: larger than ${FEEDBACK_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  pixels: `file: more than ${FEEDBACK_IMAGE_MAX_PIXELS / 1_000_000} megapixels`,
  image: "file: not a readable image (the file is damaged or is something else)",
};

export const feedbackImageRefusal = (reason: FeedbackImageRefusal) => new FeedbackImageRefusalError(reason, MESSAGES[reason]);

interface KeptImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks a parent's upload and makes what is kept of it. The type is what its first bytes say, never its name or
 * Content-Type, and the decoder must agree; the pixels are read from the header before anything is decoded (and
 * held by sharp's limit while decoding, so a header that lies cannot make a decompression bomb). Kept: upright, at
 * most FEEDBACK_IMAGE_KEPT_SIDE a side (never enlarged), as WebP and without any of the file's metadata: a phone's
 * photo carries where it was taken in its EXIF, which sharp never writes out unless asked.
 */
export async function keptFeedbackImage(bytes: Buffer): Promise<KeptImage> {
  const type = sniffImageType(bytes);
  const early = feedbackUploadRefusal({ bytes: bytes.length, type });
  if (early || !type) throw feedbackImageRefusal(early ?? "type");
  const notAnImage = () => feedbackImageRefusal("image");

  const { default: sharp } = await import("sharp");
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (header.format !== type.slice("image/".length) || !header.width || !header.height) throw notAnImage();
  if (!fitsFeedbackPixels(header.width, header.height)) throw feedbackImageRefusal("pixels");

  const { data, info } = await sharp(bytes, { limitInputPixels: FEEDBACK_IMAGE_MAX_PIXELS })
    .autoOrient()
    .resize({ width: FEEDBACK_IMAGE_KEPT_SIDE, height: FEEDBACK_IMAGE_KEPT_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  return { data, width: info.width, height: info.height };
}
