import type { Language, Locale, Site } from "../../schemas/site.js";
import { pickHost } from "./hosts.js";

export interface OtherRegion {
  locale: Locale;
  /** The site's name in the interface language. */
  name: string;
  flag: string;
  hosts: string[];
}

/**
 * The regional sites offered to a visitor: every site but the current one, in the given order, with its name
 * in the interface language (SPEC §1 regional sites).
 */
export function otherRegions(
  sites: readonly Pick<Site, "locale" | "names" | "flag" | "hosts">[],
  currentLocale: Locale,
  language: Language,
): OtherRegion[] {
  return sites
    .filter((site) => site.locale !== currentLocale)
    .map((site) => ({ locale: site.locale, name: site.names[language] ?? site.names.en, flag: site.flag, hosts: [...site.hosts] }));
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
