import { z } from "zod";
import { LINK_URL_MAX_LENGTH } from "../../link-url.js";
import { defineCall } from "../define-call.js";
import { count, id, text } from "../fields.js";
import { MEDIA_FORMATS } from "../../media-files.js";
import { localeSchema } from "../../site.js";

/**
 * The editors' tool's media library (decision 0018). The image itself goes up on its own HTTP endpoint,
 * `POST /media` (server/media/http.ts), streamed under the byte cap: file bytes never travel in this JSON
 * contract. The calls below list, describe and delete what was uploaded; `queryMediaImages` gives pages the
 * variants of the library's addresses they show.
 */

/** The types an upload may be, as its bytes say (never as its name or Content-Type says). SVG is not one: it can carry scripts. */
export const MEDIA_SOURCE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif"] as const;
export type MediaSourceType = (typeof MEDIA_SOURCE_TYPES)[number];
/** The same, as editors know them. */
export const MEDIA_TYPE_NAMES = "PNG, JPEG, WebP, AVIF, GIF";

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MAX_SIDE = 10_000;
/** As long as the alt fields of the image components (Image, TopBanner, BannerCarousel). */
export const MEDIA_ALT_MAX_LENGTH = 200;

/** Why an upload was refused: each has its words in the tool (adminMedia `refusals`). */
export const MEDIA_REFUSALS = ["type", "size", "pixels", "image", "alt", "fileName"] as const;
export type MediaRefusal = (typeof MEDIA_REFUSALS)[number];

export { MEDIA_FORMATS, MEDIA_PATH, mediaFileName, mediaHashOf, parseMediaFileName, type MediaFormat } from "../../media-files.js";

/** What the upload endpoint takes besides the bytes (its query string). */
export const mediaUploadFieldsSchema = z.object({
  fileName: text(255, { min: 1, trim: true }),
  alt: text(MEDIA_ALT_MAX_LENGTH, { min: 1, trim: true }),
});
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;

const mediaVariantSchema = z.object({ format: z.enum(MEDIA_FORMATS), width: count, height: count, bytes: count, file: z.string() });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** What a page needs to show a library image: its address, size, placeholder and variants. */
export const mediaImageSchema = z.object({
  /** What image fields hold: the largest WebP variant, which any browser shows on its own. */
  address: z.string(),
  width: count,
  height: count,
  /** A tiny blurred image (data: URL) shown while the image loads. */
  placeholder: z.string(),
  variants: z.array(mediaVariantSchema),
});
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const mediaAssetSchema = mediaImageSchema.extend({
  id,
  hash: z.string(),
  fileName: z.string(),
  sourceType: z.enum(MEDIA_SOURCE_TYPES),
  bytes: count,
  alt: z.string(),
  staffEmail: z.string(),
  createdAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

/** What the upload endpoint answers in `data`: the asset, and whether those bytes were in the library already. */
export const mediaUploadAnswerSchema = z.object({ asset: mediaAssetSchema, duplicate: z.boolean() });

export const MEDIA_PAGE_SIZE_MAX = 60;
/** The most addresses one page asks about. */
export const MEDIA_IMAGES_PER_CALL = 200;

/** A page that shows an image, in its draft, its published version or both. */
const mediaUseSchema = z.object({
  pageId: id,
  locale: localeSchema,
  path: z.string(),
  title: z.string(),
  versions: z.array(z.enum(["draft", "published"])),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

const assetRef = z.object({ id });

export const mediaCalls = {
  adminListMedia: defineCall({
    path: "/admin/media",
    summary: "The media library, newest first, a page at a time; `search` finds words of the file name or the alt text.",
    request: z.object({
      search: text(100, { trim: true }).default(""),
      page: z.int32().min(1).max(10_000).default(1),
      pageSize: z.int32().min(1).max(MEDIA_PAGE_SIZE_MAX).default(24),
    }),
    response: z.object({ total: count, list: z.array(mediaAssetSchema) }),
    auth: "staff",
  }),
  adminUpdateMediaAlt: defineCall({
    path: "/admin/media/alt",
    summary: "Changes an image's alt text (what the picker puts into a module's alt field; modules keep the text they have).",
    request: assetRef.extend({ alt: mediaUploadFieldsSchema.shape.alt }),
    response: mediaAssetSchema,
    auth: "staff",
  }),
  adminMediaUsage: defineCall({
    path: "/admin/media/usage",
    summary: "The pages whose draft or published version shows the image.",
    request: assetRef,
    response: z.object({ list: z.array(mediaUseSchema) }),
    auth: "staff",
  }),
  adminDeleteMedia: defineCall({
    path: "/admin/media/delete",
    summary: "Deletes an image and its files (publishers); 4114 names the pages while any draft or published version shows it.",
    request: assetRef,
    response: z.null(),
    auth: "staff",
    roles: ["publisher"],
  }),
  queryMediaImages: defineCall({
    path: "/website/media-images",
    summary: "The variants, size and placeholder of the library images at these addresses (the others are left out), for a page to show them responsively.",
    request: z.object({ addresses: z.array(text(LINK_URL_MAX_LENGTH, { min: 1 })).max(MEDIA_IMAGES_PER_CALL) }),
    response: z.object({ list: z.array(mediaImageSchema) }),
  }),
};
