// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { i18nFor } from "../../i18n/i18n.server.js";
import { PageHistory, ROLLBACK_VERSION_FIELD, type PageHistoryData } from "./PageHistory.js";

afterEach(cleanup);

const history: PageHistoryData = {
  draftVersion: 3,
  publishedVersion: 2,
  list: [
    { version: 3, author: "ed@mathwise.example", createdAt: "2026-11-22T10:30:00.000Z", changes: ["title", "module 100000012 (RichText) added"], origin: null },
    { version: 2, author: "priya@mathwise.example", createdAt: "2026-11-21T09:05:00.000Z", changes: [], origin: "rollback of version 1" },
    { version: 1, author: "priya@mathwise.example", createdAt: "2026-11-20T08:00:00.000Z", changes: ["page created"], origin: null },
  ],
};

function renderHistory(canRollBack: boolean) {
  const restored: number[] = [];
  const router = createMemoryRouter(
    [
      {
        path: "/admin/pages/:pageId/history",
        action: async ({ request }) => {
          restored.push(Number((await request.formData()).get(ROLLBACK_VERSION_FIELD)));
          return null;
        },
        element: <PageHistory page={{ id: 7, path: "/open-day", locale: "uk" }} history={history} canRollBack={canRollBack} />,
      },
      { path: "/admin/pages/:pageId", element: <p>Editor</p> },
    ],
    { initialEntries: ["/admin/pages/7/history"] },
  );
  render(
    <I18nextProvider i18n={i18nFor("en")}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </I18nextProvider>,
  );
  return { restored };
}

const entries = () => screen.getAllByRole("listitem").filter((item) => item.classList.contains("page-history__entry"));

describe("PageHistory", () => {
  it("lists the versions newest first: who, when, what changed, and which are draft and live", () => {
    renderHistory(false);
    expect(screen.getByRole("heading", { level: 1, name: "History of /open-day" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the editor" }).getAttribute("href")).toBe("/admin/pages/7");
    const [newest, live, first] = entries();
    expect(within(newest!).getByRole("heading").textContent).toBe("Version 3Draft");
    expect(within(newest!).getByText(/Saved by ed@mathwise.example/)).toBeTruthy();
    expect(within(newest!).getByRole("time").getAttribute("datetime")).toBe("2026-11-22T10:30:00.000Z");
    expect(within(newest!).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["title", "module 100000012 (RichText) added"]);
    expect(within(live!).getByRole("heading").textContent).toBe("Version 2Live");
    expect(within(live!).getByText("Made by: rollback of version 1")).toBeTruthy();
    expect(within(live!).getByText("No changes from the version before.")).toBeTruthy();
    expect(within(first!).getByRole("heading").textContent).toBe("Version 1");
  });

  it("offers editors no rollback", () => {
    renderHistory(false);
    expect(screen.queryByRole("button", { name: /Restore version/ })).toBeNull();
  });

  it("lets a publisher restore any earlier version as the new draft", async () => {
    const { restored } = renderHistory(true);
    expect(screen.queryByRole("button", { name: "Restore version 3 as the new draft" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Restore version 1 as the new draft" }));
    await waitFor(() => expect(restored).toEqual([1]));
  });
});
