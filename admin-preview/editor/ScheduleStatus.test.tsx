// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { PageSchedule } from "../../schemas/api/calls/admin-schedules.js";
import { adminSite, pageSummary, renderAdmin } from "../../tests/helpers/render-admin.js";
import { PagesScreen } from "../pages/PagesScreen.js";

afterEach(cleanup);

const schedule = (overrides: Partial<PageSchedule>): PageSchedule => ({
  id: 1,
  pageId: 7,
  action: "publish",
  version: 2,
  runAt: "2030-01-15T01:30:00.000Z",
  staffEmail: "pia@mathwise.example",
  createdAt: "2030-01-01T00:00:00.000Z",
  failure: null,
  ...overrides,
});

it("shows under each page's status what is scheduled on the site's clock, a failure first and flagged", () => {
  const sg = adminSite("sg", "Mathwise Academy Singapore", 2);
  const schedules = {
    timezone: "Asia/Singapore",
    list: [
      schedule({ id: 1, pageId: 7 }),
      schedule({ id: 2, pageId: 7, action: "unpublish", version: null, runAt: "2030-02-01T10:00:00.000Z" }),
      schedule({ id: 3, pageId: 7, runAt: "2030-01-10T01:00:00.000Z", failure: "module 5 (TopBanner): headline is required" }),
    ],
  };
  renderAdmin(
    <PagesScreen
      pages={[pageSummary({ id: 7, locale: "sg", path: "/open-day" }), pageSummary({ id: 8, locale: "sg", path: "/fees", draftVersion: 3, publishedVersion: 3 })]}
      otherSites={[]}
      schedules={schedules}
      templates={{ list: [], languages: ["en"] }}
    />,
    { path: "/admin/sites/sg", siteLayout: { site: sg, sites: [sg] } },
  );
  const [openDay, fees] = within(screen.getByRole("table")).getAllByRole("row").slice(1);
  const notes = within(openDay!).getAllByRole("listitem");
  // Singapore is UTC+8; the sg site writes the day first.
  expect(notes.map((note) => note.textContent)).toEqual([
    "The publish of version 2 set for 10-01-2030 09:00 failed: module 5 (TopBanner): headline is required",
    "Publishes version 2 at 15-01-2030 09:30",
    "Goes off the site at 01-02-2030 18:00",
  ]);
  expect(notes[0]!.className).toBe("admin-alert");
  expect(within(fees!).queryByRole("list")).toBeNull();
});
