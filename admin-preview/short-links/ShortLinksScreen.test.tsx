// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { editor, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { StaffMember } from "../../schemas/api/calls/admin.js";
import { ShortLinksScreen, type AdminShortLink } from "./ShortLinksScreen.js";

afterEach(cleanup);

const links: AdminShortLink[] = [
  { code: "spring", url: "/courses?term=spring", createdAt: "2025-03-04T09:30:00Z" },
  { code: "open_day", url: "https://events.example/open-day", createdAt: "2025-02-01T08:00:00Z" },
];

function renderLinks({ answer, staff }: { answer?: (form: FormData) => unknown; staff?: StaffMember } = {}) {
  return renderAdmin(<ShortLinksScreen links={links} />, { path: "/admin/short-links", answer, staff });
}

describe("short links", () => {
  it("shows each code, its public address, where it goes and when it was made", () => {
    renderLinks();
    const row = within(screen.getByRole("table")).getAllByRole("row")[1]!;
    expect(within(row).getByText("spring")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "/link/l/spring" }).getAttribute("href")).toBe("/link/l/spring");
    expect(within(row).getByText("/courses?term=spring")).toBeTruthy();
    expect(within(row).getByText("09:30 04/03/2025")).toBeTruthy();
  });

  it("adds one", async () => {
    const { submitted } = renderLinks({ answer: () => ({ intent: "saveShortLink", ok: true, result: null }) });
    const form = within(screen.getByRole("region", { name: "New short link" }));
    fireEvent.change(form.getByLabelText("Code"), { target: { value: "summer" } });
    fireEvent.change(form.getByLabelText("Goes to"), { target: { value: "/summer" } });
    fireEvent.click(form.getByRole("button", { name: "Save short link" }));
    await waitFor(() => expect(form.getByRole("status").textContent).toBe("Short link saved."));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "saveShortLink", code: "summer", url: "/summer" });
  });

  it("shows a refused code at its field", async () => {
    renderLinks({ answer: () => ({ intent: "saveShortLink", ok: false, invalidFields: ["code"] }) });
    const form = within(screen.getByRole("region", { name: "New short link" }));
    fireEvent.click(form.getByRole("button", { name: "Save short link" }));
    await waitFor(() => expect(form.getByLabelText("Code").getAttribute("aria-invalid")).toBe("true"));
    expect(form.getByText("Use up to 64 letters, digits, - or _.")).toBeTruthy();
  });

  it("points a code elsewhere", async () => {
    const { submitted } = renderLinks({ answer: () => ({ intent: "saveShortLink", ok: true, result: null }) });
    const row = within(within(screen.getByRole("table")).getAllByRole("row")[1]!);
    fireEvent.click(row.getByText("Change"));
    fireEvent.change(row.getByLabelText("Goes to"), { target: { value: "/courses" } });
    fireEvent.click(row.getByRole("button", { name: "Save new address" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "saveShortLink", code: "spring", url: "/courses" });
  });

  it("deletes one after confirming", async () => {
    const { submitted } = renderLinks({ answer: () => ({ intent: "deleteShortLink", ok: true, result: null }) });
    const row = within(within(screen.getByRole("table")).getAllByRole("row")[2]!);
    fireEvent.click(row.getByRole("button", { name: "Delete" }));
    fireEvent.click(within(row.getByRole("group", { name: "Delete the short link open_day?" })).getByRole("button", { name: "Yes, delete" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ intent: "deleteShortLink", code: "open_day" });
  });

  it("lets an editor look but not change, and says why", () => {
    renderLinks({ staff: editor });
    expect(screen.getByText("Only publishers can add, change or delete short links: changes go live at once.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText("Code")).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });
});
