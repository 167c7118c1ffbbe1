import type { Language, Locale, Site } from "../../schemas/site.js";
import { countryName } from "./country-names.js";
import { pickHost } from "./hosts.js";
import { collator } from "./intl-formats.js";

/** How the region switcher groups sites: countries first, then the tutoring brand, then programmes. */
export const REGION_GROUPS = ["countries", "brightminds", "programmes"] as const;
export type RegionGroup = (typeof REGION_GROUPS)[number];

/** Sites that serve a programme rather than a country; a parent knows them by what they offer (SPEC §1). */
export const PROGRAMME_SITES: readonly Locale[] = ["tmc", "tm", "ai", "am"];

type RegionSite = Pick<Site, "locale" | "names" | "flag" | "hosts" | "brand" | "countryCode">;

export function regionGroup(site: Pick<Site, "locale" | "brand">): RegionGroup {
  if (site.brand === "tutoringUs" || site.brand === "tutoringSg") return "brightminds";
  return PROGRAMME_SITES.includes(site.locale) ? "programmes" : "countries";
}

/**
 * A site as a parent knows it, in the interface language: a country site by its country, a Brightminds site
 * by its country under the brand's heading, a programme by what it offers (`programmeName`, the texts').
 */
export function regionName(site: RegionSite, language: Language, programmeName: (locale: Locale) => string): string {
  switch (regionGroup(site)) {
    case "programmes":
      return programmeName(site.locale);
    case "brightminds":
      return countryName(site.countryCode, language, site.names.en);
    case "countries":
      return site.names[language] ?? site.names.en;
  }
}

export interface OtherRegion {
  locale: Locale;
  /** The site's name in the interface language (regionName). */
  name: string;
  flag: string;
  hosts: string[];
}

/**
 * The regional sites offered to a visitor: every site but the current one, grouped (REGION_GROUPS, empty
 * groups left out) and sorted by name as the interface language sorts.
 */
export function otherRegions(
  sites: readonly RegionSite[],
  currentLocale: Locale,
  language: Language,
  programmeName: (locale: Locale) => string,
): { group: RegionGroup; regions: OtherRegion[] }[] {
  const sorting = collator(language, {});
  const others = sites
    .filter((site) => site.locale !== currentLocale)
    .map((site) => ({
      group: regionGroup(site),
      region: { locale: site.locale, name: regionName(site, language, programmeName), flag: site.flag, hosts: [...site.hosts] },
    }));
  return REGION_GROUPS.map((group) => ({
    group,
    regions: others
      .filter((other) => other.group === group)
      .map((other) => other.region)
      .sort((a, b) => sorting.compare(a.name, b.name)),
  })).filter((entry) => entry.regions.length > 0);
}

/** A same-site path: one leading slash, no backslash, no query or fragment. Anything else is not a path. */
function pathOnly(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return /^\/(?![/\\])/.test(bare) && !bare.includes("\\") ? bare : null;
}

function isPublished(path: string, publishedPaths: ReadonlySet<string>): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return publishedPaths.has(path) || publishedPaths.has(trimmed) || publishedPaths.has(`${trimmed}/`);
}

/**
 * Where the region switcher sends the visitor on another site (`hosts`: the target site's hosts): the same
 * path when that site publishes it, else the site's home "/". Publication is told either as `publishes`
 * (already decided by the caller) or as the target's `publishedPaths` (matched with or without a trailing
 * slash); `publishes` wins when both are given. Told neither, the path is kept: code routes exist on every site.
 * The scheme and port stay the request's; the host is the target's `*.localhost` host when the request is
 * on a local host, otherwise its public host (the rule of `pickHost`). The query and fragment are not carried
 * over (ids in them belong to the current site), and anything that is not a local path leads home.
 */
export function regionSwitchUrl({
  hosts,
  requestUrl,
  path,
  publishedPaths,
  publishes,
}: {
  hosts: readonly string[];
  requestUrl: URL | string;
  path: string;
  publishedPaths?: ReadonlySet<string>;
  publishes?: boolean;
}): string {
  const request = typeof requestUrl === "string" ? new URL(requestUrl) : requestUrl;
  const host = pickHost(hosts, request.hostname) ?? request.hostname;
  const url = new URL(`${request.protocol}//${host}${request.port ? `:${request.port}` : ""}/`);
  const samePath = pathOnly(path);
  const published = publishes ?? (publishedPaths === undefined || (samePath !== null && isPublished(samePath, publishedPaths)));
  url.pathname = samePath !== null && published ? samePath : "/";
  return url.toString();
}
