// Test support only (imported by the regional rules' tests): the 19 fixture sites, validated.
import { z } from "zod";
import sitesJson from "../../fixtures/sites.json";
import { siteSchema, type Locale, type Site } from "../../schemas/site.js";

export const SITES: readonly Site[] = z.array(siteSchema).parse(sitesJson);

export function siteOf(locale: Locale): Site {
  const found = SITES.find((site) => site.locale === locale);
  if (!found) throw new Error(`no fixture site ${locale}`);
  return found;
}

/** A fixture site with some feature switches changed. */
export function withFeatures(locale: Locale, features: Partial<Site["features"]>): Site {
  const site = siteOf(locale);
  return { ...site, features: { ...site.features, ...features } };
}
