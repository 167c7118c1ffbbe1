import { describe, expect, it } from "vitest";
import { DELIVERY_MODES } from "../../schemas/catalogue.js";
import { entryLeadMinutes, entryOpensAt, entryStateAt, lessonStateAt, nextLessonAt, taughtInPerson } from "./entry-window.js";

const at = (time: string) => new Date(`2026-12-01T${time}Z`);
const lesson = { startsAt: at("10:00:00"), endsAt: at("11:00:00") };

describe("entryStateAt", () => {
  it("opens 15 minutes before the start, to the millisecond, for ClassIn and the other online modes", () => {
    for (const mode of ["CLASS_IN", "BIG_ONLINE", "DUAL", "ONLINE", "THINK_LIVE"] as const) {
      expect(entryStateAt(lesson, mode, new Date(at("09:45:00").getTime() - 1)), mode).toBe("notOpen");
      expect(entryStateAt(lesson, mode, at("09:45:00")), mode).toBe("open");
    }
  });

  it("opens 10 minutes before the start for Zoom and offline classes (SPEC §9)", () => {
    for (const mode of ["ZOOM", "OFFLINE"] as const) {
      expect(entryStateAt(lesson, mode, at("09:45:00")), mode).toBe("notOpen");
      expect(entryStateAt(lesson, mode, new Date(at("09:50:00").getTime() - 1)), mode).toBe("notOpen");
      expect(entryStateAt(lesson, mode, at("09:50:00")), mode).toBe("open");
    }
  });

  it("stays open while the lesson is on and closes the moment it ends", () => {
    expect(entryStateAt(lesson, "CLASS_IN", at("10:30:00"))).toBe("open");
    expect(entryStateAt(lesson, "CLASS_IN", new Date(at("11:00:00").getTime() - 1))).toBe("open");
    expect(entryStateAt(lesson, "CLASS_IN", at("11:00:00"))).toBe("ended");
    expect(entryStateAt(lesson, "ZOOM", at("12:00:00"))).toBe("ended");
  });

  it("gives every delivery mode a lead of 10 or 15 minutes and its opening moment", () => {
    for (const mode of DELIVERY_MODES) expect([10, 15]).toContain(entryLeadMinutes(mode));
    expect(entryOpensAt(lesson, "ZOOM")).toEqual(at("09:50:00"));
    expect(entryOpensAt(lesson, "THINK_LIVE")).toEqual(at("09:45:00"));
  });
});

describe("taughtInPerson", () => {
  it("is the offline mode only", () => {
    expect(DELIVERY_MODES.filter(taughtInPerson)).toEqual(["OFFLINE"]);
  });
});

describe("lessonStateAt", () => {
  it("is upcoming before the start, in session until the end, then finished", () => {
    expect(lessonStateAt(lesson, at("09:59:59"))).toBe("upcoming");
    expect(lessonStateAt(lesson, at("10:00:00"))).toBe("inSession");
    expect(lessonStateAt(lesson, at("10:59:59"))).toBe("inSession");
    expect(lessonStateAt(lesson, at("11:00:00"))).toBe("finished");
  });
});

describe("nextLessonAt", () => {
  const second = { startsAt: at("14:00:00"), endsAt: at("15:00:00") };
  it("is the earliest lesson not ended, in whatever order they come", () => {
    expect(nextLessonAt([second, lesson], at("08:00:00"))).toBe(lesson);
    expect(nextLessonAt([second, lesson], at("10:30:00"))).toBe(lesson);
    expect(nextLessonAt([second, lesson], at("11:00:00"))).toBe(second);
    expect(nextLessonAt([second, lesson], at("15:00:00"))).toBeNull();
    expect(nextLessonAt([], at("08:00:00"))).toBeNull();
  });
});
