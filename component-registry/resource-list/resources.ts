import type { ResourceListData } from "./schema.js";

export type ResourceItem = ResourceListData["items"][number];

/** How many resources a page shows when the module does not say. */
export const DEFAULT_PREVIEW_COUNT = 6;

/** The resources a page shows and whether more are on the full list. */
export function previewItems(
  items: readonly ResourceItem[],
  previewCount: number = DEFAULT_PREVIEW_COUNT,
): { shown: ResourceItem[]; hasMore: boolean } {
  const count = Math.max(1, previewCount);
  return { shown: items.slice(0, count), hasMore: items.length > count };
}

export const fullListPath = (moduleId: number) => `/resources/list/${moduleId}`;
