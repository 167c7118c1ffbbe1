import { IMAGE_FIELD_KEYWORD, LINK_URL_FORMAT, LINK_URL_MAX_LENGTH } from "../../schemas/link-url.js";

/**
 * JSON Schema pieces reused by components, so every URL field follows the one link rule (schemas/link-url.ts,
 * checked as the format): no javascript: and the like, and no `//elsewhere.example` in any disguise.
 */
export const urlField = { type: "string", minLength: 1, maxLength: LINK_URL_MAX_LENGTH, format: LINK_URL_FORMAT } as const;

/**
 * An image's address, by the same link rule: the editors' tool offers the media library for it and, given
 * `alt` (a sibling property), puts the picked image's alt text there too.
 */
export const imageField = (alt?: string) => ({ ...urlField, [IMAGE_FIELD_KEYWORD]: alt ? { alt } : {} }) as const;

export const linkField = {
  type: "object",
  properties: { url: urlField, newWindow: { type: "boolean" } },
  required: ["url"],
  additionalProperties: false,
} as const;

export const shortText = (maxLength: number) => ({ type: "string", minLength: 1, maxLength }) as const;
export const optionalText = (maxLength: number) => ({ type: "string", maxLength }) as const;
