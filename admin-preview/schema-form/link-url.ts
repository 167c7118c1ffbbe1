import { isLinkUrl } from "../../schemas/link-url.js";

/**
 * The link a rich text may get from what an editor typed, by the one link rule of the URL fields
 * (https://, http:// or a path on the site; never javascript:, data: or //elsewhere in any disguise), or null.
 */
export function allowedLink(typed: string): string | null {
  const url = typed.trim();
  return isLinkUrl(url) ? url : null;
}
