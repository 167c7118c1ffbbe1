import type { MediaImage } from "../../schemas/api/calls/media.js";

/**
 * A library image as a page's loader hands it to the views: WebP and AVIF variants at `widths` (the
 * largest its own), named by `hash`, addressed by its largest WebP.
 */
export function pageMediaImage(hash: string, { width, height, widths = [320, width] }: { width: number; height: number; widths?: number[] }): MediaImage {
  return {
    address: `/media/${hash}-${width}.webp`,
    width,
    height,
    placeholder: "data:image/webp;base64,UklGRg==",
    variants: (["webp", "avif"] as const).flatMap((format) =>
      widths.map((each) => ({ format, width: each, height: Math.round((each * height) / width), bytes: 10, file: `${hash}-${each}.${format}` })),
    ),
  };
}

/** The page's images keyed by their addresses, as MediaImagesContext holds them. */
export const onPage = (...images: MediaImage[]) => Object.fromEntries(images.map((image) => [image.address, image]));
