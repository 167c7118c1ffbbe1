import { isDeepStrictEqual } from "node:util";

type Link = { name?: unknown } & Record<string, unknown>;

const linksOf = (componentData: Record<string, unknown>): Link[] =>
  Array.isArray(componentData.navigationLinks) ? (componentData.navigationLinks as Link[]) : [];

const nameOf = (link: Link) => (typeof link.name === "string" ? link.name : "");

/**
 * What a navigation version changed from the one before it, for its history, by top-level link name: each link
 * added, changed (its fields or sub-links) or removed, and "order changed" when the links both versions have
 * stand in another order. The first version (no previous one) is "navigation created".
 */
export function describeNavigationChanges(previous: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  if (!previous) return ["navigation created"];
  const before = linksOf(previous);
  const after = linksOf(next);
  const beforeByName = new Map(before.map((link) => [nameOf(link), link]));
  const afterNames = new Set(after.map(nameOf));
  const changes: string[] = [];
  for (const link of after) {
    const old = beforeByName.get(nameOf(link));
    if (!old) changes.push(`link "${nameOf(link)}" added`);
    else if (!isDeepStrictEqual(old, link)) changes.push(`link "${nameOf(link)}" changed`);
  }
  const keptBefore = before.map(nameOf).filter((name) => afterNames.has(name));
  const keptAfter = after.map(nameOf).filter((name) => beforeByName.has(name));
  if (!isDeepStrictEqual(keptBefore, keptAfter)) changes.push("order changed");
  for (const link of before) if (!afterNames.has(nameOf(link))) changes.push(`link "${nameOf(link)}" removed`);
  return changes;
}
