import { isDeepStrictEqual } from "node:util";
import type { PageDocument, PageModule } from "../../schemas/pages/document.js";

const PAGE_FIELDS = ["title", "keywords", "description"] as const;

const label = (module: PageModule) => `module ${module.id} (${module.content.componentName})`;

/** The ids of `ids` that keep their order from `before` to `after` (a longest common subsequence). */
function keptInOrder(before: number[], after: number[]): Set<number> {
  const lengths = before.map(() => after.map(() => 0));
  const at = (i: number, j: number) => (i < before.length && j < after.length ? lengths[i]![j]! : 0);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = before[i] === after[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const kept = new Set<number>();
  for (let i = 0, j = 0; i < before.length && j < after.length; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return kept;
}

/**
 * What a version changed from the one before it, for the page's history: the page fields that differ
 * ("title changed"), then each module added, changed or moved in the new order, then those removed.
 * A module counts as moved when it left the order the modules both versions have kept. The first version
 * (no previous one) is "page created".
 */
export function describeChanges(previous: PageDocument | null, next: PageDocument): string[] {
  if (!previous) return ["page created"];
  const changes = PAGE_FIELDS.filter((field) => (previous[field] ?? "") !== (next[field] ?? "")).map((field) => `${field} changed`);
  if (!isDeepStrictEqual(previous.config ?? {}, next.config ?? {})) changes.push("config changed");

  const before = new Map(previous.modules.map((module) => [module.id, module]));
  const after = new Set(next.modules.map((module) => module.id));
  const inOrder = keptInOrder(
    previous.modules.map((module) => module.id).filter((id) => after.has(id)),
    next.modules.map((module) => module.id).filter((id) => before.has(id)),
  );
  for (const module of next.modules) {
    const old = before.get(module.id);
    if (!old) {
      changes.push(`${label(module)} added`);
      continue;
    }
    if (!isDeepStrictEqual(old.type, module.type) || !isDeepStrictEqual(old.content, module.content)) changes.push(`${label(module)} changed`);
    if (!inOrder.has(module.id)) changes.push(`${label(module)} moved`);
  }
  for (const module of previous.modules) if (!after.has(module.id)) changes.push(`${label(module)} removed`);
  return changes;
}
