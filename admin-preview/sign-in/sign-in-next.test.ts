import { describe, expect, it } from "vitest";
import { signInDestination } from "./sign-in-next.js";

describe("signInDestination", () => {
  it("goes back to the tool's page that asked for sign-in, with its query", () => {
    expect(signInDestination("/admin/audit")).toBe("/admin/audit");
    expect(signInDestination("/admin/sites/uk?tab=1#new")).toBe("/admin/sites/uk?tab=1#new");
    expect(signInDestination("/admin")).toBe("/admin");
  });

  it("goes to the tool's start without a next", () => {
    expect(signInDestination(null)).toBe("/admin");
    expect(signInDestination("")).toBe("/admin");
  });

  it.each([
    "https://evil.example/admin",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "/\t/evil.example",
    "javascript:alert(1)",
    "admin/audit",
    "/my-account",
    "/administrator",
    "/admin/../my-account",
    "/admin/login?next=/admin",
  ])("refuses %s", (next) => {
    expect(signInDestination(next)).toBe("/admin");
  });
});
