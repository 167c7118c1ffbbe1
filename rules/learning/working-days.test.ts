import { describe, expect, it } from "vitest";
import { addWorkingDays, feedbackReplyDueAt, isReplyOverdue } from "./working-days.js";

const LOS_ANGELES = "America/Los_Angeles";
const HONG_KONG = "Asia/Hong_Kong";
const at = (iso: string) => new Date(iso);

describe("working days (Monday to Friday on the site's clock)", () => {
  it("two working days after a Monday morning is Wednesday at the same time", () => {
    expect(feedbackReplyDueAt(at("2026-11-23T10:00:00-08:00"), LOS_ANGELES)).toEqual(at("2026-11-25T10:00:00-08:00"));
  });

  it("skips the weekend: Thursday to Monday, Friday to Tuesday", () => {
    expect(feedbackReplyDueAt(at("2026-11-26T10:00:00-08:00"), LOS_ANGELES)).toEqual(at("2026-11-30T10:00:00-08:00"));
    expect(feedbackReplyDueAt(at("2026-11-27T17:00:00-08:00"), LOS_ANGELES)).toEqual(at("2026-12-01T17:00:00-08:00"));
  });

  it("the last moment of a Friday is still Friday: due at the last moment of Tuesday", () => {
    expect(feedbackReplyDueAt(at("2026-11-27T23:59:59.999-08:00"), LOS_ANGELES)).toEqual(at("2026-12-01T23:59:59.999-08:00"));
  });

  it("from any moment of a weekend the count starts on Monday at midnight: due when Tuesday ends", () => {
    const endOfTuesday = at("2026-12-02T00:00:00-08:00");
    expect(feedbackReplyDueAt(at("2026-11-28T00:00:00-08:00"), LOS_ANGELES)).toEqual(endOfTuesday);
    expect(feedbackReplyDueAt(at("2026-11-28T13:45:12.345-08:00"), LOS_ANGELES)).toEqual(endOfTuesday);
    expect(feedbackReplyDueAt(at("2026-11-29T23:59:59.999-08:00"), LOS_ANGELES)).toEqual(endOfTuesday);
  });

  it("counts on the site's clock: one instant is a Friday evening in Los Angeles and a Saturday in Hong Kong", () => {
    const sent = at("2026-11-28T02:00:00Z");
    expect(feedbackReplyDueAt(sent, LOS_ANGELES)).toEqual(at("2026-12-01T18:00:00-08:00"));
    expect(feedbackReplyDueAt(sent, HONG_KONG)).toEqual(at("2026-12-02T00:00:00+08:00"));
  });

  it("keeps the time of day across a change of summer time", () => {
    // Daylight saving time ends on Sunday 1 November 2026 in Los Angeles.
    expect(feedbackReplyDueAt(at("2026-10-30T10:00:00-07:00"), LOS_ANGELES)).toEqual(at("2026-11-03T10:00:00-08:00"));
  });

  it("counts any number of days, across several weekends", () => {
    expect(addWorkingDays(at("2026-11-23T09:00:00+08:00"), 10, HONG_KONG)).toEqual(at("2026-12-07T09:00:00+08:00"));
    expect(addWorkingDays(at("2026-11-23T09:00:00+08:00"), 0, HONG_KONG)).toEqual(at("2026-11-23T09:00:00+08:00"));
  });

  it("an answer is overdue only after its due time", () => {
    const due = at("2026-11-25T10:00:00Z");
    expect(isReplyOverdue(due, at("2026-11-25T10:00:00Z"))).toBe(false);
    expect(isReplyOverdue(due, at("2026-11-25T10:00:00.001Z"))).toBe(true);
  });
});
