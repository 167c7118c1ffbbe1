import { describe, expect, it } from "vitest";
import { replayOpenAt, replayUntil } from "./replay-window.js";

const utc = (iso: string) => new Date(`${iso}Z`);

describe("replayUntil", () => {
  it("is 6 calendar months after the lesson's end, to the minute", () => {
    expect(replayUntil(utc("2026-03-10T11:30:00"))).toEqual(utc("2026-09-10T11:30:00"));
    expect(replayUntil(utc("2026-09-15T18:00:00"))).toEqual(utc("2027-03-15T18:00:00"));
  });

  it("falls on the last day of a shorter month", () => {
    expect(replayUntil(utc("2026-08-31T10:00:00"))).toEqual(utc("2027-02-28T10:00:00"));
    expect(replayUntil(utc("2027-08-31T10:00:00"))).toEqual(utc("2028-02-29T10:00:00"));
    expect(replayUntil(utc("2026-12-31T23:59:00"))).toEqual(utc("2027-06-30T23:59:00"));
  });
});

describe("replayOpenAt", () => {
  const lesson = { endsAt: utc("2026-03-10T11:30:00"), replayUrl: "https://media.example/replay/1.m3u8" };

  it("opens when the lesson ends and closes 6 months later", () => {
    expect(replayOpenAt(lesson, utc("2026-03-10T11:29:59"))).toBe(false);
    expect(replayOpenAt(lesson, utc("2026-03-10T11:30:00"))).toBe(true);
    expect(replayOpenAt(lesson, utc("2026-09-10T11:29:59"))).toBe(true);
    expect(replayOpenAt(lesson, utc("2026-09-10T11:30:00"))).toBe(false);
  });

  it("is never open for a lesson without a recording", () => {
    expect(replayOpenAt({ ...lesson, replayUrl: null }, utc("2026-04-01T00:00:00"))).toBe(false);
  });
});
