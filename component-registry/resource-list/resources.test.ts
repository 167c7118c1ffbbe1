import { describe, expect, it } from "vitest";
import { DEFAULT_PREVIEW_COUNT, fullListPath, previewItems, type ResourceItem } from "./resources.js";

const items = (count: number): ResourceItem[] =>
  Array.from({ length: count }, (_, index) => ({ title: `Item ${index + 1}`, url: `/files/${index + 1}.pdf`, kind: "pdf" }));

describe("previewItems", () => {
  it("shows six items by default", () => {
    expect(DEFAULT_PREVIEW_COUNT).toBe(6);
    const { shown, hasMore } = previewItems(items(8));
    expect(shown.map((item) => item.title)).toEqual(["Item 1", "Item 2", "Item 3", "Item 4", "Item 5", "Item 6"]);
    expect(hasMore).toBe(true);
  });

  it("shows every item and no more link when there are few", () => {
    expect(previewItems(items(6))).toEqual({ shown: items(6), hasMore: false });
    expect(previewItems(items(2))).toEqual({ shown: items(2), hasMore: false });
  });

  it("uses the module's preview count", () => {
    expect(previewItems(items(3), 2).shown).toHaveLength(2);
    expect(previewItems(items(3), 2).hasMore).toBe(true);
    expect(previewItems(items(3), 3).hasMore).toBe(false);
  });

  it("links to the full list of the module", () => {
    expect(fullListPath(1234)).toBe("/resources/list/1234");
  });
});
