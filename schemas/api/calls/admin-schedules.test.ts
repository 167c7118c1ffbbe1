import { describe, expect, it } from "vitest";
import { adminScheduleCalls, scheduleTimeProblem, SCHEDULE_MAX_DAYS } from "./admin-schedules.js";

const now = new Date("2026-06-01T09:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY_MS = 24 * 60 * 60 * 1000;

describe("scheduleTimeProblem", () => {
  it("refuses now and any time before it", () => {
    expect(scheduleTimeProblem(now, now)).toBe("past");
    expect(scheduleTimeProblem(later(-1), now)).toBe("past");
  });

  it("takes any time after now up to a year ahead, and refuses one later", () => {
    expect(scheduleTimeProblem(later(1), now)).toBeNull();
    expect(scheduleTimeProblem(later(SCHEDULE_MAX_DAYS * DAY_MS), now)).toBeNull();
    expect(scheduleTimeProblem(later(SCHEDULE_MAX_DAYS * DAY_MS + 1), now)).toBe("tooFar");
  });
});

describe("adminSchedulePage's request", () => {
  const request = adminScheduleCalls.adminSchedulePage.request;
  const runAt = "2026-06-01T10:00:00+01:00";

  it("takes an instant with its offset, never a wall-clock time without one", () => {
    expect(request.safeParse({ pageId: 1, action: "unpublish", runAt }).success).toBe(true);
    expect(request.safeParse({ pageId: 1, action: "unpublish", runAt: "2026-06-01T10:00:00Z" }).success).toBe(true);
    expect(request.safeParse({ pageId: 1, action: "unpublish", runAt: "2026-06-01T10:00" }).success).toBe(false);
  });

  it("names the version of a publish, and none of an unpublish", () => {
    expect(request.safeParse({ pageId: 1, action: "publish", version: 3, runAt }).success).toBe(true);
    expect(request.safeParse({ pageId: 1, action: "publish", runAt }).error?.issues[0]?.path).toEqual(["version"]);
    expect(request.safeParse({ pageId: 1, action: "unpublish", version: 3, runAt }).error?.issues[0]?.path).toEqual(["version"]);
  });
});
