import { describe, expect, it } from "vitest";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { PLATFORM_TYPES } from "../../schemas/catalogue.js";
import type { ScheduledLesson } from "./calendar-events.js";
import { composeLessonReminder, reminderWindow } from "./lesson-reminders.js";

const say = (language: "en" | "ja") => siteI18n({ languages: ["en", "ja"], defaultLanguage: "en" }).getFixedT(language, MESSAGES_NAMESPACE);
const usSite = { locale: "us", timezone: "America/Los_Angeles", schoolName: "Think Academy" } as const;

const online: ScheduledLesson = {
  uid: "student-1",
  placeClassId: "grade4-online",
  number: 3,
  classId: "grade4-online",
  startsAt: new Date("2026-03-12T23:30:00Z"),
  endsAt: new Date("2026-03-13T00:30:00Z"),
  platformType: PLATFORM_TYPES.smallOnline,
  roomUrl: "https://zoom.example/j/123",
  venue: { name: "Online", address: "" },
  courseTitle: "Grade 4 Problem Solving",
  topic: "",
  studentName: "Bo",
};

describe("reminderWindow", () => {
  it("takes lessons starting after now, up to the lead time ahead", () => {
    const now = new Date("2026-03-12T22:00:00Z");
    expect(reminderWindow(now, 60)).toEqual({ after: now, until: new Date("2026-03-12T23:00:00Z") });
    expect(reminderWindow(now, 5).until).toEqual(new Date("2026-03-12T22:05:00Z"));
  });
});

describe("composeLessonReminder", () => {
  it("says whose lesson, which and when in the site's timezone, and the room to join online", async () => {
    expect(composeLessonReminder(await say("en"), online, usSite, "en")).toEqual({
      subject: "Think Academy: Bo's lesson starts soon",
      body: "Bo's lesson 3 of Grade 4 Problem Solving starts at 12-03-2026 16:30 (Pacific Time).\n\nWhere: Online\nJoin the lesson: https://zoom.example/j/123",
    });
  });

  it("in person, names the venue and asks to arrive 15 minutes early; online without a room, says online alone", async () => {
    const inPerson = { ...online, platformType: PLATFORM_TYPES.inPerson, roomUrl: null, venue: { name: "Los Altos", address: "455 Linden Grove St, Los Altos, CA 94022" } };
    expect(composeLessonReminder(await say("en"), inPerson, usSite, "en").body).toBe(
      "Bo's lesson 3 of Grade 4 Problem Solving starts at 12-03-2026 16:30 (Pacific Time).\n\nWhere: Los Altos, 455 Linden Grove St, Los Altos, CA 94022\nPlease arrive 15 minutes early.",
    );
    expect(composeLessonReminder(await say("en"), { ...online, roomUrl: null }, usSite, "en").body).toMatch(/\n\nWhere: Online$/);
  });

  it("speaks the language of the family's site", async () => {
    const { subject, body } = composeLessonReminder(await say("ja"), online, usSite, "ja");
    expect(subject).toBe("Think Academy：Boさんの授業がまもなく始まります");
    expect(body).toContain("授業に参加する：https://zoom.example/j/123");
  });
});
