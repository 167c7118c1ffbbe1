import { describe, expect, it } from "vitest";
import { screenAccess, sectionsFor } from "./sections.js";

describe("sectionsFor", () => {
  it("gives the content roles the content sections and customer service its orders, all the audit log", () => {
    const keys = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.key);
    expect(keys("editor")).toEqual(["sites", "media", "shortLinks", "audit"]);
    expect(keys("publisher")).toEqual(["sites", "media", "shortLinks", "audit"]);
    expect(keys("service")).toEqual(["orders", "audit"]);
  });
});

describe("screenAccess", () => {
  it.each([
    ["service", "/admin", { kind: "redirect", to: "/admin/orders" }],
    ["service", "/admin/", { kind: "redirect", to: "/admin/orders" }],
    ["service", "/admin/sites/uk", { kind: "forbidden" }],
    ["service", "/admin/sites/uk/navigation", { kind: "forbidden" }],
    ["service", "/admin/sites/uk/ads", { kind: "forbidden" }],
    ["service", "/admin/pages/12/history", { kind: "forbidden" }],
    ["service", "/admin/media", { kind: "forbidden" }],
    ["service", "/admin/media/3/usage", { kind: "forbidden" }],
    ["service", "/admin/short-links", { kind: "forbidden" }],
    ["service", "/admin/orders", { kind: "open" }],
    ["service", "/admin/orders/202601051234567890", { kind: "open" }],
    ["service", "/admin/audit", { kind: "open" }],
    ["editor", "/admin", { kind: "open" }],
    ["editor", "/admin/sites/uk/ads", { kind: "open" }],
    ["editor", "/admin/orders", { kind: "forbidden" }],
    ["publisher", "/admin/orders/202601051234567890", { kind: "forbidden" }],
    ["publisher", "/admin/media", { kind: "open" }],
    // Paths that merely start alike belong to no section.
    ["editor", "/admin/ordersheet", { kind: "open" }],
  ] as const)("%s at %s", (role, path, access) => {
    expect(screenAccess(role, path)).toEqual(access);
  });
});
