import { describe, expect, it } from "vitest";
import { pageIdOf } from "./page-id.js";

describe("pageIdOf", () => {
  it("reads a page id", () => {
    expect(pageIdOf({ pageId: "42" })).toBe(42);
  });

  it.each(["0", "-1", "1.5", "1e3", "abc", "", undefined])("answers 404 for %j", (pageId) => {
    let thrown: unknown;
    try {
      pageIdOf({ pageId });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
