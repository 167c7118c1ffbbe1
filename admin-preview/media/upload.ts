import { ErrorCode } from "../../api/errors.js";
import {
  MEDIA_MAX_BYTES,
  MEDIA_PATH,
  MEDIA_REFUSALS,
  MEDIA_SOURCE_TYPES,
  mediaUploadAnswerSchema,
  type MediaAsset,
  type MediaRefusal,
} from "../../schemas/api/calls/media.js";

/** Why a file did not go in the library: a refusal of the library's, or of the way there. */
export type UploadFailure = MediaRefusal | "session" | "network" | "other";

export type UploadOutcome = { ok: true; asset: MediaAsset; duplicate: boolean } | { ok: false; reason: UploadFailure; message: string };

/**
 * What can be told of a file before sending it: a type the browser names that the library refuses (an SVG,
 * a PDF...) or a size over the cap. The library checks again, by the bytes.
 */
export function fileProblem(file: { type: string; size: number }): "type" | "size" | null {
  if (file.type && !(MEDIA_SOURCE_TYPES as readonly string[]).includes(file.type)) return "type";
  return file.size > MEDIA_MAX_BYTES ? "size" : null;
}

/** What an answer of POST /media says: the asset, or why not (its `reason`, or what its status and code mean). */
export function outcomeOf(status: number, body: unknown): UploadOutcome {
  const answer = (typeof body === "object" && body !== null ? body : {}) as { code?: unknown; msg?: unknown; reason?: unknown; data?: unknown };
  const message = typeof answer.msg === "string" ? answer.msg : "";
  if (answer.code === ErrorCode.SUCCESS) {
    const data = mediaUploadAnswerSchema.safeParse(answer.data);
    if (data.success) return { ok: true, ...data.data };
  }
  if (MEDIA_REFUSALS.includes(answer.reason as MediaRefusal)) return { ok: false, reason: answer.reason as MediaRefusal, message };
  if (answer.code === ErrorCode.STAFF_SESSION_INVALID) return { ok: false, reason: "session", message };
  return { ok: false, reason: status === 0 ? "network" : "other", message };
}

/**
 * Sends a file to the library (POST /media, the staff cookie goes with it) and reports the share sent so far,
 * 0 to 1. XMLHttpRequest, as fetch reports no upload progress.
 */
export function uploadFile(file: File, alt: string, onProgress: (sent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${MEDIA_PATH.slice(0, -1)}?${new URLSearchParams({ fileName: file.name, alt })}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => resolve(outcomeOf(request.status, request.response));
    request.onerror = () => resolve(outcomeOf(0, null));
    request.send(file);
  });
}
