import { describe, expect, it } from "vitest";
import { errorPageStatus } from "./error-status.js";

describe("errorPageStatus", () => {
  it("keeps an HTTP error status and defaults to 500", () => {
    expect(errorPageStatus("503")).toBe(503);
    expect(errorPageStatus("404")).toBe(404);
    expect(errorPageStatus(null)).toBe(500);
    expect(errorPageStatus("200")).toBe(500);
    expect(errorPageStatus("<script>")).toBe(500);
    expect(errorPageStatus("503.5")).toBe(500);
  });
});
