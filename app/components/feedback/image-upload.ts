import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_PATH,
  FEEDBACK_IMAGE_REFUSALS,
  FEEDBACK_UPLOAD_TOKEN_HEADER,
  type FeedbackImageAnswer,
} from "../../../schemas/api/calls/feedback.js";
import type { ImageFailure } from "./feedback-form.js";

export class ImageUploadError extends Error {
  override name = "ImageUploadError";
  constructor(readonly failure: ImageFailure) {
    super(`feedback image not uploaded: ${failure}`);
  }
}

const isRefusal = (reason: unknown): reason is ImageFailure => (FEEDBACK_IMAGE_REFUSALS as readonly unknown[]).includes(reason);

/**
 * Sends one image to the upload endpoint (server/learning/feedback/http.ts) with the family's upload token. A file
 * larger than the limit is refused here without sending it; every other check is the service's, by the file's bytes.
 */
export async function uploadFeedbackImage(file: Blob, token: string, signal?: AbortSignal): Promise<FeedbackImageAnswer> {
  if (file.size > FEEDBACK_IMAGE_MAX_BYTES) throw new ImageUploadError("size");
  let response: Response;
  try {
    response = await fetch(FEEDBACK_IMAGE_PATH, {
      method: "POST",
      headers: { [FEEDBACK_UPLOAD_TOKEN_HEADER]: token, "Content-Type": "application/octet-stream" },
      body: file,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ImageUploadError("failed");
  }
  const answer = (await response.json().catch(() => null)) as { code?: number; reason?: unknown; data?: FeedbackImageAnswer } | null;
  if (response.ok && answer?.code === 0 && answer.data) return answer.data;
  throw new ImageUploadError(isRefusal(answer?.reason) ? answer.reason : "failed");
}
