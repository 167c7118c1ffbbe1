import sanitizeHtml from "sanitize-html";
import { linkTargetExists } from "../../rules/screens.js";

/**
 * Marketer HTML as pages may carry it: formatting, links, images and tables only. Scripts, styles, event
 * handlers and javascript: (or any non-http, non-mailto, non-tel) URLs are removed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "h1",
    "h2",
    "figure",
    "figcaption",
    "picture",
    "source",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "media", "type"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    "*": ["class", "id", "lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      // A link to a screen this build does not have yet keeps its words but leads nowhere (rules/screens.ts).
      if (attribs.href?.startsWith("/") && !linkTargetExists(attribs.href)) return { tagName: "span", attribs: {} };
      // A link that opens a new window must not hand it the opener.
      return attribs.target === "_blank" ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } } : { tagName, attribs };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}
