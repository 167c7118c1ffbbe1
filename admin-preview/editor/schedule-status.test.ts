import { describe, expect, it } from "vitest";
import type { PageSchedule } from "../../schemas/api/calls/admin-schedules.js";
import { schedulesOfPage, scheduleStatusKey, versionLeftOut } from "./schedule-status.js";

const schedule = (overrides: Partial<PageSchedule>): PageSchedule => ({
  id: 1,
  pageId: 7,
  action: "publish",
  version: 3,
  runAt: "2026-06-01T08:00:00.000Z",
  staffEmail: "pia@mathwise.example",
  createdAt: "2026-05-01T08:00:00.000Z",
  failure: null,
  ...overrides,
});

describe("scheduleStatusKey", () => {
  it("says what a pending schedule will do, and that a failed one failed", () => {
    expect(scheduleStatusKey(schedule({}))).toBe("schedule.status.publish");
    expect(scheduleStatusKey(schedule({ action: "unpublish", version: null }))).toBe("schedule.status.unpublish");
    expect(scheduleStatusKey(schedule({ failure: "module 5 (TopBanner): headline is required" }))).toBe("schedule.status.publishFailed");
    expect(scheduleStatusKey(schedule({ action: "unpublish", version: null, failure: "The page is not published" }))).toBe("schedule.status.unpublishFailed");
  });
});

describe("schedulesOfPage", () => {
  it("shows a page's own schedules, failures first, then the pending ones soonest first", () => {
    const later = schedule({ id: 1, runAt: "2026-06-03T08:00:00.000Z" });
    const sooner = schedule({ id: 2, action: "unpublish", version: null, runAt: "2026-06-02T08:00:00.000Z" });
    const failed = schedule({ id: 3, runAt: "2026-05-30T08:00:00.000Z", failure: "The page is not published" });
    const otherPage = schedule({ id: 4, pageId: 8 });
    expect(schedulesOfPage([later, otherPage, sooner, failed], 7).map((entry) => entry.id)).toEqual([3, 2, 1]);
    expect(schedulesOfPage([later], 9)).toEqual([]);
  });
});

describe("versionLeftOut", () => {
  it("names a version saved after the one a pending publish makes live", () => {
    expect(versionLeftOut(schedule({ version: 3 }), 5)).toBe(5);
    expect(versionLeftOut(schedule({ version: 5 }), 5)).toBeNull();
  });

  it("says nothing of an unpublish or a failed publish", () => {
    expect(versionLeftOut(schedule({ action: "unpublish", version: null }), 5)).toBeNull();
    expect(versionLeftOut(schedule({ version: 3, failure: "gone" }), 5)).toBeNull();
  });
});
