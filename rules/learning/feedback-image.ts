import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_MAX_PIXELS,
  FEEDBACK_IMAGE_TYPES,
  type FeedbackImageRefusal,
} from "../../schemas/api/calls/feedback.js";

/** The longer side a parent's image is kept at: enough to read a worksheet, small enough to send and show. */
export const FEEDBACK_IMAGE_KEPT_SIDE = 1600;

type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

const isFeedbackImageType = (type: string | null): type is FeedbackImageType => (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(type ?? "");

/**
 * Why an upload is refused before it is decoded, or null: more bytes than allowed, or a type (as its first bytes
 * say, null for none known) that is not one of the accepted.
 */
export function feedbackUploadRefusal({ bytes, type }: { bytes: number; type: string | null }): Extract<FeedbackImageRefusal, "size" | "type"> | null {
  if (bytes > FEEDBACK_IMAGE_MAX_BYTES) return "size";
  return isFeedbackImageType(type) ? null : "type";
}

/** Whether an image of this size (from its header) may be decoded: a header claiming more is a decompression bomb's. */
export const fitsFeedbackPixels = (width: number, height: number) => width > 0 && height > 0 && width * height <= FEEDBACK_IMAGE_MAX_PIXELS;
