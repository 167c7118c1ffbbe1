import { createContext, useContext } from "react";
import { MOBILE_MAX_WIDTH } from "../rules/regional/header.js";
import type { MediaImage } from "../schemas/api/calls/media.js";
import { MEDIA_PATH, mediaHashOf, type MediaFormat } from "../schemas/media-files.js";

/**
 * The media library's images a module shows, by the address its data holds (any variant's address of an
 * image). The page's loader looks them up once for the whole page (app/lib/builder-page.server.ts) and the
 * renderer hands each module its own, so an image costs no request of its own and the HTML stays cacheable.
 */
export type MediaImages = Readonly<Record<string, MediaImage>>;

export const MediaImagesContext = createContext<MediaImages | undefined>(undefined);

/** The library images the page knows; undefined outside a page. */
export const useMediaImages = () => useContext(MediaImagesContext);

/** The library image at `address` among the page's images; undefined for any other address, or outside a page. */
export const mediaImageIn = (images: MediaImages | undefined, address: string): MediaImage | undefined =>
  images && Object.hasOwn(images, address) ? images[address] : undefined;

export const useMediaImage = (address: string) => mediaImageIn(useMediaImages(), address);

/** Every string in builder data that is a media library address, once each. */
export function mediaAddressesIn(data: unknown): string[] {
  const found = new Set<string>();
  const pending = [data];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (mediaHashOf(value)) found.add(value);
    } else if (value && typeof value === "object") {
      pending.push(...Object.values(value));
    }
  }
  return [...found];
}

/** The images among `images` that `addresses` name, keyed by those addresses (an image may be named by any of its variants). */
export function imagesFor(addresses: readonly string[], images: readonly MediaImage[]): MediaImages {
  const byHash = new Map(images.map((image) => [mediaHashOf(image.address), image]));
  return Object.fromEntries(addresses.flatMap((address) => {
    const image = byHash.get(mediaHashOf(address));
    return image ? [[address, image]] : [];
  }));
}

/** A `srcset` of the image's variants in one format: `/media/{file} {width}w, ...`. */
export const srcSetOf = (image: MediaImage, format: MediaFormat) =>
  image.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${MEDIA_PATH}${variant.file} ${variant.width}w`)
    .join(", ");

/** The image is shown at most at `width` CSS pixels (its own, or what the module sets), and as wide as the viewport below that. */
export const sizesFor = (width: number) => `(max-width: ${width}px) 100vw, ${width}px`;

/**
 * The width and height attributes that reserve an image's space before it loads: what the caller sets, the
 * other side from the image's proportions when it sets one, or the image's own size.
 */
export function reservedSize(image: Pick<MediaImage, "width" | "height">, width?: number | string, height?: number | string) {
  const [wide, high] = [Number(width), Number(height)];
  if (wide > 0 && high > 0) return { width: wide, height: high };
  if (wide > 0) return { width: wide, height: Math.round((wide * image.height) / image.width) };
  if (high > 0) return { width: Math.round((high * image.width) / image.height), height: high };
  return { width: image.width, height: image.height };
}

/** The screens that get a module's own phone image (SPEC §9 breakpoint). */
export const MOBILE_IMAGE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The attributes of one <source> of a <picture>. */
export interface PictureSource {
  media?: string;
  type?: string;
  srcSet: string;
  sizes?: string;
  width?: number;
  height?: number;
}

/**
 * The <source>s that offer an image ahead of a <picture>'s <img>. A library image offers its AVIF widths;
 * an image for other screens (`media`: a phone's own crop) offers its WebP widths too, as the <img> holds
 * the main image's, with its own size so its space is reserved. Any other address for other screens is
 * offered as it is; the main image's other addresses need no source.
 */
export function sourcesFor(address: string, image: MediaImage | undefined, { media, sizes }: { media?: string; sizes?: string } = {}): PictureSource[] {
  if (!image) return media ? [{ media, srcSet: address }] : [];
  const formats: MediaFormat[] = media ? ["avif", "webp"] : ["avif"];
  const size = media ? { width: image.width, height: image.height } : {};
  return formats.map((format) => ({ media, type: `image/${format}`, srcSet: srcSetOf(image, format), sizes: sizes ?? sizesFor(image.width), ...size }));
}
