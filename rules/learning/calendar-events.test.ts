import { describe, expect, it } from "vitest";
import { siteI18n } from "../../i18n/i18n.server.js";
import { MESSAGES_NAMESPACE } from "../../i18n/messages-resources.js";
import { PLATFORM_TYPES } from "../../schemas/catalogue.js";
import { calendarEvents, joinLink, lessonPlace, type ScheduledLesson } from "./calendar-events.js";

const say = (language: "en" | "fr") => siteI18n({ languages: ["en", "fr"], defaultLanguage: "en" }).getFixedT(language, MESSAGES_NAMESPACE);

const losAltos = { name: "Los Altos", address: "455 Linden Grove St, Los Altos, CA 94022" };

function lesson(overrides: Partial<ScheduledLesson> = {}): ScheduledLesson {
  return {
    uid: "student-1",
    placeClassId: "grade4-online",
    number: 1,
    classId: "grade4-online",
    startsAt: new Date("2026-03-12T23:30:00Z"),
    endsAt: new Date("2026-03-13T00:30:00Z"),
    platformType: PLATFORM_TYPES.smallOnline,
    roomUrl: "https://zoom.example/j/123",
    venue: { name: "Online", address: "" },
    courseTitle: "Grade 4 Problem Solving",
    topic: "Problem-solving habits",
    studentName: "Bo",
    ...overrides,
  };
}

describe("where a lesson is", () => {
  it("is the venue's name and address in person, with no room to join", () => {
    const inPerson = lesson({ platformType: PLATFORM_TYPES.inPerson, roomUrl: null, venue: losAltos });
    expect(lessonPlace(inPerson, "Online")).toBe("Los Altos, 455 Linden Grove St, Los Altos, CA 94022");
    expect(lessonPlace({ ...inPerson, venue: { name: "Los Altos", address: "" } }, "Online")).toBe("Los Altos");
    expect(joinLink(inPerson)).toBeNull();
  });

  it("is online for any other platform, joined at the class's room when it has one", () => {
    expect(lessonPlace(lesson(), "Online")).toBe("Online");
    expect(joinLink(lesson())).toBe("https://zoom.example/j/123");
    expect(joinLink(lesson({ roomUrl: null }))).toBeNull();
    // A room given to a class taught in person is not where the student goes.
    expect(joinLink(lesson({ platformType: PLATFORM_TYPES.inPerson, venue: losAltos }))).toBeNull();
  });
});

describe("the feed's events", () => {
  it("are in start order, titled with the course and the student's first name, with the join link online and the venue in person", async () => {
    const online = lesson();
    const inPerson = lesson({ uid: "student-2", placeClassId: "grade4-los-altos", classId: "grade4-los-altos", startsAt: new Date("2026-03-10T17:00:00Z"), endsAt: new Date("2026-03-10T18:30:00Z"), platformType: PLATFORM_TYPES.inPerson, roomUrl: null, venue: losAltos, topic: "", studentName: "Cy" });
    expect(calendarEvents([online, inPerson], await say("en"), "us.example")).toEqual([
      {
        uid: "lesson-grade4-los-altos-1-student-2@us.example",
        title: "Grade 4 Problem Solving · Cy",
        startsAt: inPerson.startsAt,
        endsAt: inPerson.endsAt,
        location: "Los Altos, 455 Linden Grove St, Los Altos, CA 94022",
        url: null,
        description: "Lesson 1",
      },
      {
        uid: "lesson-grade4-online-1-student-1@us.example",
        title: "Grade 4 Problem Solving · Bo",
        startsAt: online.startsAt,
        endsAt: online.endsAt,
        location: "Online",
        url: "https://zoom.example/j/123",
        description: "Lesson 1: Problem-solving habits\nJoin the lesson: https://zoom.example/j/123",
      },
    ]);
  });

  it("keep a lesson's UID when a reschedule moves it to another class, and speak the site's language", async () => {
    const own = lesson({ number: 2 });
    const moved = lesson({ number: 2, classId: "grade4-los-altos", startsAt: new Date("2026-03-17T17:00:00Z"), platformType: PLATFORM_TYPES.inPerson, roomUrl: null, venue: losAltos });
    const [before] = calendarEvents([own], await say("en"), "us.example");
    const [after] = calendarEvents([moved], await say("fr"), "us.example");
    expect(after!.uid).toBe(before!.uid);
    expect(after).toMatchObject({ startsAt: moved.startsAt, location: "Los Altos, 455 Linden Grove St, Los Altos, CA 94022", url: null, description: "Séance 2 : Problem-solving habits" });
    expect(calendarEvents([own], await say("fr"), "us.example")[0]).toMatchObject({ location: "En ligne" });
  });
});
