import type { Site } from "../../schemas/site.js";

/** Countries whose English says "maths" (British usage), by the sites' country codes. */
const BRITISH_ENGLISH = new Set(["GB", "AU", "SG", "MY", "HK", "AE"]);

export function usesBritishEnglish(site: Pick<Site, "countryCode">): boolean {
  return BRITISH_ENGLISH.has(site.countryCode);
}

/** Names that keep their spelling everywhere (competitions and products). */
export const PROPER_NAMES = ["Hope Cup Math Challenge", "Math Club", "Math Game"];
const PROPER_NAME = new RegExp(`(${PROPER_NAMES.join("|")})`);

/** English text in the site's usage: "math" becomes "maths" where British English is spoken, names excepted. */
export function inSiteEnglish(text: string, site: Pick<Site, "countryCode">): string {
  if (!usesBritishEnglish(site)) return text;
  return text
    .split(PROPER_NAME)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/\b([Mm])ath\b/g, "$1aths")))
    .join("");
}
