// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageSchedule } from "../../schemas/api/calls/admin-schedules.js";
import { editor, renderAdmin } from "../../tests/helpers/render-admin.js";
import type { PageSchedulesData, ScheduleActionData, ScheduleIntent } from "./schedule-intents.js";
import { SchedulePanel } from "./SchedulePanel.js";
import { localMinuteIn } from "./schedule-time.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const pending: PageSchedule = {
  id: 41,
  pageId: 7,
  action: "publish",
  version: 3,
  runAt: "2030-06-01T08:00:00.000Z",
  staffEmail: "pia@mathwise.example",
  createdAt: "2030-05-01T08:00:00.000Z",
  failure: null,
};

/** The schedules route as the panel meets it: its data fetched as JSON, its action answering intents. */
function renderPanel({ data, respond, staff, version = 3, published = null }: {
  data: PageSchedulesData[];
  respond?: (intent: ScheduleIntent) => ScheduleActionData;
  staff?: typeof editor;
  version?: number;
  published?: number | null;
}) {
  const answers = [...data];
  const fetched = vi.fn(async (url: string) => {
    const body = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify({ ...body, url }), { headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetched);
  const intents: ScheduleIntent[] = [];
  const view = renderAdmin(<SchedulePanel page={{ id: 7, locale: "uk", publishedVersion: published }} version={version} unsaved={false} />, {
    path: "/admin/pages/7",
    ...(staff ? { staff } : {}),
    pages: [
      {
        path: "pages/:pageId/schedules",
        action: async ({ request }) => {
          const intent = (await request.json()) as ScheduleIntent;
          intents.push(intent);
          return respond!(intent);
        },
      },
    ],
  });
  return { ...view, fetched, intents };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("the schedule panel", () => {
  it("shows what is scheduled on the site's clock, and who scheduled it", async () => {
    const { fetched } = renderPanel({ data: [{ timezone: "Europe/London", list: [pending], canSchedule: true }] });
    // The uk site shows time first; 08:00 UTC on 1 June is 09:00 in London.
    expect(await screen.findByText("Publishes version 3 at 09:00 01/06/2030")).toBeTruthy();
    expect(screen.getByText("Scheduled by pia@mathwise.example")).toBeTruthy();
    expect(fetched).toHaveBeenCalledWith("/admin/pages/7/schedules", expect.objectContaining({ headers: { Accept: "application/json" } }));
    expect(screen.getByLabelText("Date and time (Europe/London)")).toBeTruthy();
    expect(screen.getByText(/^On the site's clock: Europe\/London, UTC\+0[01]:00\./)).toBeTruthy();
  });

  it("schedules the latest version at the minute picked on the site's clock, then shows it", async () => {
    const local = localMinuteIn(new Date(Date.now() + 2 * DAY_MS), "Asia/Singapore");
    const made = { ...pending, id: 42, version: 5, runAt: "" };
    const { intents, fetched } = renderPanel({
      version: 5,
      data: [
        { timezone: "Asia/Singapore", list: [], canSchedule: true },
        { timezone: "Asia/Singapore", list: [made], canSchedule: true },
      ],
      respond: () => ({ intent: "schedule", ok: true, result: { schedule: made, replaced: null } }),
    });
    expect(await screen.findByText("Nothing is scheduled for this page.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText("Publish version 5"));
    fireEvent.change(screen.getByLabelText("Date and time (Asia/Singapore)"), { target: { value: local } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));

    await waitFor(() => expect(intents).toHaveLength(1));
    // Singapore is 8 hours ahead of UTC all year.
    const [date, time] = local.split("T") as [string, string];
    const expected = new Date(`${date}T${time}:00+08:00`).toISOString();
    expect(intents[0]).toEqual({ intent: "schedule", action: "publish", version: 5, runAt: expected });
    expect(await screen.findByText("Scheduled.")).toBeTruthy();
    await waitFor(() => expect(fetched).toHaveBeenCalledTimes(2));
  });

  it("schedules an unpublish without a version, and refuses a time already past before sending anything", async () => {
    const { intents } = renderPanel({
      data: [{ timezone: "Europe/London", list: [], canSchedule: true }],
      respond: () => ({ intent: "schedule", ok: false, error: { code: 4000, message: "runAt: must be in the future" } }),
    });
    await screen.findByText("Nothing is scheduled for this page.");
    fireEvent.click(screen.getByLabelText("Take the page off the site"));
    const field = screen.getByLabelText("Date and time (Europe/London)");
    fireEvent.change(field, { target: { value: localMinuteIn(new Date(Date.now() - DAY_MS), "Europe/London") } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("This time has passed on the site's clock: pick a later one.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(intents).toEqual([]);

    const later = localMinuteIn(new Date(Date.now() + DAY_MS), "Europe/London");
    fireEvent.change(field, { target: { value: later } });
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(intents).toHaveLength(1));
    expect(intents[0]).toMatchObject({ intent: "schedule", action: "unpublish" });
    expect(intents[0]).not.toHaveProperty("version");
    // The service's refusal is shown as it came.
    expect((await screen.findByRole("alert")).textContent).toBe("That did not work: runAt: must be in the future");
  });

  it("cancels a pending schedule and dismisses a failed one", async () => {
    const failed = { ...pending, id: 43, action: "unpublish" as const, version: null, failure: "The page is not published" };
    const { intents } = renderPanel({
      data: [{ timezone: "Europe/London", list: [failed, pending], canSchedule: true }],
      respond: () => ({ intent: "cancel", ok: true, result: null }),
    });
    const failure = await screen.findByText("Taking the page off the site at 09:00 01/06/2030 failed: The page is not published");
    fireEvent.click(within(failure.closest("li")!).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(intents).toEqual([{ intent: "cancel", scheduleId: 43 }]));
    expect(await screen.findByText("Done: it will not run.")).toBeTruthy();
    const row = screen.getByText("Publishes version 3 at 09:00 01/06/2030").closest("li")!;
    const cancel = within(row).getByRole("button", { name: "Cancel" });
    expect(cancel.getAttribute("aria-describedby")).toBe(screen.getByText("Publishes version 3 at 09:00 01/06/2030").id);
    fireEvent.click(cancel);
    await waitFor(() => expect(intents).toHaveLength(2));
    expect(intents[1]).toEqual({ intent: "cancel", scheduleId: 41 });
  });

  it("says when a newer saved version is not in a pending publish", async () => {
    renderPanel({ version: 5, data: [{ timezone: "Europe/London", list: [pending], canSchedule: true }] });
    expect(await screen.findByText("Version 5, saved later, is not in it: schedule again to publish it.")).toBeTruthy();
  });

  it("takes a published page off the site at once, after asking", async () => {
    const { intents } = renderPanel({
      published: 2,
      data: [{ timezone: "Europe/London", list: [], canSchedule: true }],
      respond: () => ({ intent: "unpublish", ok: true, result: null }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Take off the site now" }));
    expect(intents).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, take it off" }));
    await waitFor(() => expect(intents).toEqual([{ intent: "unpublish" }]));
    expect(await screen.findByText("The page is off the site.")).toBeTruthy();
  });

  it("shows an editor what is scheduled, without the controls", async () => {
    renderPanel({ staff: editor, published: 2, data: [{ timezone: "Europe/London", list: [pending], canSchedule: false }] });
    expect(await screen.findByText("Publishes version 3 at 09:00 01/06/2030")).toBeTruthy();
    expect(screen.getByText("Only publishers can schedule, cancel or take a page off the site.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByLabelText(/Date and time/)).toBeNull();
  });

  it("says so when the schedules cannot be loaded, and tries again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Not Found", { status: 404 })));
    renderAdmin(<SchedulePanel page={{ id: 7, locale: "uk", publishedVersion: null }} version={1} unsaved={false} />, { path: "/admin/pages/7" });
    expect((await screen.findByRole("alert")).textContent).toContain("What is scheduled could not be loaded.");
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ timezone: "Europe/London", list: [], canSchedule: true })));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing is scheduled for this page.")).toBeTruthy();
  });
});
