import { describe, expect, it } from "vitest";
import { idParam, pageIdOf } from "./route-ids.js";

describe("idParam", () => {
  it("reads an id", () => {
    expect(pageIdOf({ pageId: "42" })).toBe(42);
    expect(idParam({ moduleId: "100000001" }, "moduleId")).toBe(100000001);
  });

  it.each(["0", "-1", "1.5", "1e3", "abc", "", "2147483648", "99999999999", undefined])("answers 404 for %j", (pageId) => {
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
