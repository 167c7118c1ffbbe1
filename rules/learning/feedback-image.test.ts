import { describe, expect, it } from "vitest";
import { FEEDBACK_IMAGE_MAX_BYTES } from "../../schemas/api/calls/feedback.js";
import { feedbackUploadRefusal, fitsFeedbackPixels } from "./feedback-image.js";

describe("a parent's feedback image", () => {
  it("takes JPEG, PNG and WebP up to 10 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) expect(feedbackUploadRefusal({ bytes: 2_000_000, type })).toBeNull();
    expect(feedbackUploadRefusal({ bytes: FEEDBACK_IMAGE_MAX_BYTES, type: "image/jpeg" })).toBeNull();
  });

  it("refuses more bytes first, whatever the type", () => {
    expect(feedbackUploadRefusal({ bytes: FEEDBACK_IMAGE_MAX_BYTES + 1, type: "image/jpeg" })).toBe("size");
    expect(feedbackUploadRefusal({ bytes: FEEDBACK_IMAGE_MAX_BYTES + 1, type: null })).toBe("size");
  });

  it("refuses other images and anything its bytes do not name as an image", () => {
    expect(feedbackUploadRefusal({ bytes: 1000, type: "image/gif" })).toBe("type");
    expect(feedbackUploadRefusal({ bytes: 1000, type: "image/avif" })).toBe("type");
    expect(feedbackUploadRefusal({ bytes: 1000, type: null })).toBe("type");
  });

  it("decodes a phone's 50 megapixels, not more, and no empty image", () => {
    expect(fitsFeedbackPixels(8165, 6123)).toBe(true);
    expect(fitsFeedbackPixels(10_000, 5_001)).toBe(false);
    expect(fitsFeedbackPixels(0, 100)).toBe(false);
  });
});
