// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAdmin } from "../../tests/helpers/render-admin.js";
import { i18nFor } from "../../i18n/i18n.server.js";
import { AUDIT_ACTIONS } from "../../schemas/api/calls/admin.js";
import { AuditLogScreen, type AuditEntry } from "./AuditLogScreen.js";

afterEach(cleanup);

const entries: AuditEntry[] = [
  { id: 81, staffEmail: "pia@mathwise.example", action: "page-publish", target: "uk /open-day", detail: { version: 3 }, createdAt: "2025-03-04T09:30:00Z" },
  { id: 80, staffEmail: "ed@mathwise.example", action: "sign-in", target: "ed@mathwise.example", detail: {}, createdAt: "2025-03-04T09:00:00Z" },
];

describe("the audit log", () => {
  it("shows who did what to what, when, with the details", () => {
    renderAdmin(<AuditLogScreen entries={entries} olderBefore={null} pagedBack={false} />, { path: "/admin/audit" });
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
      "09:30 04/03/2025",
      "pia@mathwise.example",
      "Published",
      "uk /open-day",
      '{"version":3}',
    ]);
    expect(within(rows[1]!).getAllByRole("cell")[2]!.textContent).toBe("Signed in");
    expect(within(rows[1]!).getAllByRole("cell")[4]!.textContent).toBe("");
    expect(within(screen.getByRole("navigation", { name: "Pages of the audit log" })).queryAllByRole("link")).toHaveLength(0);
  });

  it("pages back before the last entry shown, and forward to the newest", () => {
    renderAdmin(<AuditLogScreen entries={entries} olderBefore={80} pagedBack />, { path: "/admin/audit?before=90" });
    const pager = within(screen.getByRole("navigation", { name: "Pages of the audit log" }));
    expect(pager.getByRole("link", { name: "Older" }).getAttribute("href")).toBe("/admin/audit?before=80");
    expect(pager.getByRole("link", { name: "Newest" }).getAttribute("href")).toBe("/admin/audit");
  });

  it("words every action the contract names (i18n/resources.test.ts holds the other languages to English)", () => {
    for (const action of AUDIT_ACTIONS) expect(i18nFor("en").exists(`audit.actions.${action}`, { ns: "admin" }), action).toBe(true);
  });

  it("says when nothing was changed yet", () => {
    renderAdmin(<AuditLogScreen entries={[]} olderBefore={null} pagedBack={false} />, { path: "/admin/audit" });
    expect(screen.getByText("Nothing has been changed yet.")).toBeTruthy();
  });
});
