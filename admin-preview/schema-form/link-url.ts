import { urlField } from "../../component-registry/shared/schema-parts.js";

const linkPattern = new RegExp(urlField.pattern);

/**
 * The link a rich text may get from what an editor typed, by the rule of the registry's URL fields
 * (https://, http:// or a path on the site; never javascript:, data: or //elsewhere), or null.
 */
export function allowedLink(typed: string): string | null {
  const url = typed.trim();
  return url.length <= urlField.maxLength && linkPattern.test(url) ? url : null;
}
