// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { customerService, editor, publisher, renderAdmin } from "../../tests/helpers/render-admin.js";
import { AdminFrame } from "./AdminFrame.js";

afterEach(cleanup);

const sections = () => within(screen.getByRole("navigation", { name: "Sections of the editors' tool" }));

describe("the tool's frame", () => {
  it("names the tool, its sections and who is signed in", () => {
    renderAdmin(<AdminFrame staff={editor}>screen</AdminFrame>);
    expect(screen.getByText("Editors' tool")).toBeTruthy();
    expect(sections().getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Sites", "/admin"],
      ["Media", "/admin/media"],
      ["Short links", "/admin/short-links"],
      ["Audit log", "/admin/audit"],
    ]);
    expect(screen.getByText("Ed Editor")).toBeTruthy();
    expect(screen.getByText("Editor")).toBeTruthy();
    expect(screen.getByRole("main").textContent).toBe("screen");
  });

  it("shows customer service its orders and the audit log only", () => {
    renderAdmin(<AdminFrame staff={customerService}>screen</AdminFrame>, { path: "/admin/orders" });
    expect(sections().getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")])).toEqual([
      ["Orders", "/admin/orders", "page"],
      ["Audit log", "/admin/audit", null],
    ]);
    expect(screen.getByText("Customer service")).toBeTruthy();
  });

  it.each([
    ["/admin", "Sites"],
    ["/admin/sites/uk/ads", "Sites"],
    ["/admin/pages/12", "Sites"],
    ["/admin/short-links", "Short links"],
    ["/admin/media", "Media"],
    ["/admin/audit", "Audit log"],
  ])("marks the section of %s", (path, section) => {
    renderAdmin(<AdminFrame staff={publisher}>screen</AdminFrame>, { path });
    expect(sections().getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent)).toEqual([section]);
  });

  it("signs out with a POST to the /admin layout's action", () => {
    renderAdmin(<AdminFrame staff={publisher}>screen</AdminFrame>, { path: "/admin/audit" });
    const form = screen.getByRole("button", { name: "Sign out" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/admin");
  });
});
