// The media library's file names and addresses, without zod: pages' images (ui/media-images.ts) use them in
// the browser, where the contract (schemas/api/calls/media.ts) is not loaded on first load (decision 0012).

/** The formats every upload is served in, each at several widths. */
export const MEDIA_FORMATS = ["webp", "avif"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Where the library's files are served: `/media/{sha256}-{width}.{format}`. */
export const MEDIA_PATH = "/media/";
const MEDIA_FILE = /^([0-9a-f]{64})-([1-9]\d{0,4})\.(webp|avif)$/;

export const mediaFileName = (hash: string, width: number, format: MediaFormat) => `${hash}-${width}.${format}`;

/** The parts of a stored file's name, or null for any other name (so no other file is ever served). */
export function parseMediaFileName(name: string): { hash: string; width: number; format: MediaFormat } | null {
  const match = MEDIA_FILE.exec(name);
  return match ? { hash: match[1]!, width: Number(match[2]), format: match[3] as MediaFormat } : null;
}

/** The hash of the asset a site address (`/media/...`) points at, or null when it is no library address. */
export function mediaHashOf(address: string): string | null {
  return address.startsWith(MEDIA_PATH) ? (parseMediaFileName(address.slice(MEDIA_PATH.length))?.hash ?? null) : null;
}
