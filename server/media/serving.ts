import path from "node:path";
import { MEDIA_FORMATS, type MediaFormat } from "../../schemas/api/calls/media.js";

/** A library file never changes under its name (decision 0018): browsers and caches may keep it a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Record<MediaFormat, string> = { webp: "image/webp", avif: "image/avif" };

export const mediaContentType = (format: MediaFormat) => CONTENT_TYPES[format];

/** The type a stored file is served as, by its extension (any other name is bytes of no known type). */
export function contentTypeOfFile(file: string): string {
  const extension = path.extname(file).slice(1);
  return (MEDIA_FORMATS as readonly string[]).includes(extension) ? CONTENT_TYPES[extension as MediaFormat] : "application/octet-stream";
}
