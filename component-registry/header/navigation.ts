import type { HeaderData } from "./schema.js";
import { isSitePath } from "../../schemas/link-url.js";

export type NavigationLink = HeaderData["navigationLinks"][number];
export type NavigationChild = NonNullable<NavigationLink["children"]>[number];

/** The site navigation by navigation type (SPEC §3 navigation link), each in the editor's order. */
export interface NavigationGroups {
  /** Type 1 or missing: the main links, with their children as a submenu. */
  main: NavigationLink[];
  /** Type 2: the secondary row. */
  sub: NavigationLink[];
  /** Type 3: the first-level row. */
  firstLevel: NavigationLink[];
  /** Type 5: conversion components, shown as buttons. */
  conversion: NavigationLink[];
}

export function groupNavigation(links: readonly NavigationLink[]): NavigationGroups {
  const groups: NavigationGroups = { main: [], sub: [], firstLevel: [], conversion: [] };
  for (const link of links) {
    switch (link.navigationType) {
      case 2:
        groups.sub.push(link);
        break;
      case 3:
        groups.firstLevel.push(link);
        break;
      case 5:
        groups.conversion.push(link);
        break;
      default:
        groups.main.push(link);
    }
  }
  return groups;
}

/** Where a link goes: an element of the current page when it has an onlyID, else its url. */
export function linkHref(link: Pick<NavigationLink, "url" | "onlyID">): string {
  const elementId = link.onlyID?.trim();
  return elementId ? `#${elementId}` : link.url;
}

/** True when the link leaves the page for a new window (never for an element of the current page). */
export const opensNewWindow = (link: Pick<NavigationLink, "newWindow" | "onlyID">) =>
  link.newWindow === true && !link.onlyID?.trim();

/** The element id a lead form module gets, which lead conversion links scroll to. */
export const leadFormElementId = (leadComponentId: number) => `lead-form-${leadComponentId}`;

/** Where a conversion component goes: its lead form on this page ("lead"), else its link. */
export function conversionHref(link: NavigationLink): string {
  if (link.conversionType === "lead" && link.leadComponentId !== undefined) {
    return `#${leadFormElementId(link.leadComponentId)}`;
  }
  return linkHref(link);
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The path a link points to on this site, or undefined for another site or not a page. */
function sitePath(url: string, hosts: readonly string[]): string | undefined {
  if (isSitePath(url)) return url.split(/[?#]/)[0];
  try {
    const parsed = new URL(url);
    return hosts.includes(parsed.hostname) ? parsed.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link's url is the page being shown (query, hash and a trailing slash aside). */
export function isCurrentPath(url: string, path: string, hosts: readonly string[] = []): boolean {
  const target = sitePath(url, hosts);
  return target !== undefined && withoutTrailingSlash(target) === withoutTrailingSlash(path.split(/[?#]/)[0] ?? path);
}
