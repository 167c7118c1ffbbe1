import { describe, expect, it } from "vitest";
import { pageStatus } from "./page-status.js";

describe("pageStatus", () => {
  it("is draft only until a version is published", () => {
    expect(pageStatus({ draftVersion: 3, publishedVersion: null })).toBe("draftOnly");
  });

  it("is published when the live version is the latest draft or there is no draft", () => {
    expect(pageStatus({ draftVersion: 2, publishedVersion: 2 })).toBe("published");
    expect(pageStatus({ draftVersion: null, publishedVersion: 2 })).toBe("published");
  });

  it("is published with a newer draft when a draft was saved after the live version", () => {
    expect(pageStatus({ draftVersion: 4, publishedVersion: 2 })).toBe("newerDraft");
  });

  it("is published when an older version was published again after the latest draft", () => {
    expect(pageStatus({ draftVersion: 3, publishedVersion: 5 })).toBe("published");
  });
});
