/** The longest URL a link field keeps. */
export const LINK_URL_MAX_LENGTH = 2048;

/** The JSON Schema format name of link fields (component-registry/shared/schema-parts.ts), checked by isLinkUrl. */
export const LINK_URL_FORMAT = "link-url";

/**
 * The JSON Schema keyword that marks a link field as an image's address (component-registry/shared/schema-parts.ts
 * imageField): the editors' tool offers the media library for it, and `{ alt: "name" }` names the sibling field
 * that takes the picked image's alt text. An annotation: it changes nothing of what validates.
 */
export const IMAGE_FIELD_KEYWORD = "x-image";

/**
 * Browsers drop tabs and line breaks anywhere in a URL and read a backslash as a slash, so `/\host`,
 * `/<tab>/host` and `\\host` go to another host just as `//host` does. A link holds none of them, nor any
 * other control character, space or lone surrogate.
 */
const UNSAFE_CHARACTER = /[\s\\\p{Cc}\p{Cs}]/u;

/**
 * The one rule for every link field (page modules, navigation, ads, short links, the site's shell): an
 * http(s) URL with a host, or a path on this site (one slash, then not another). Anything else, such as
 * javascript:, data:, `//elsewhere` or its disguises, is no link.
 */
export function isLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > LINK_URL_MAX_LENGTH || UNSAFE_CHARACTER.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  return /^https?:\/\/[^/?#]/i.test(url) && URL.canParse(url);
}

/** A path on this site, as a redirect after a form may go to (never another host, by the same rule). */
export const isSitePath = (url: string) => url.startsWith("/") && isLinkUrl(url);
