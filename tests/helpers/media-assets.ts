import type { MediaAsset } from "../../schemas/api/calls/media.js";

/** A media library asset as the tool's screens receive it: 800 × 400, WebP and AVIF at 320 and 800 wide. */
export function mediaAsset(id: number, overrides: Partial<MediaAsset> = {}): MediaAsset {
  const hash = String(id).padStart(64, "a");
  const variants = [320, 800].flatMap((width) =>
    (["webp", "avif"] as const).map((format) => ({ format, width, height: width / 2, bytes: 1000, file: `${hash}-${width}.${format}` })),
  );
  return {
    id,
    hash,
    address: `/media/${hash}-800.webp`,
    fileName: `photo-${id}.png`,
    sourceType: "image/png",
    width: 800,
    height: 400,
    bytes: 250_000,
    alt: `Photo ${id}`,
    placeholder: "data:image/webp;base64,AAAA",
    variants,
    staffEmail: "ed@mathwise.example",
    createdAt: "2025-03-04T09:30:00Z",
    ...overrides,
  };
}
