import { describe, expect, it } from "vitest";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import {
  bookedPlace,
  centerById,
  initialDay,
  nextStep,
  offeredMethods,
  offersOnlineEvaluation,
  previousStep,
  sitePathOrNull,
  slotsByDay,
  upcomingBookingOf,
  type AssessmentOptions,
} from "./booking-rules.js";
import { assessmentBooking, assessmentOptions, slot } from "./placement-test-support.js";

describe("offeredMethods", () => {
  it("offers online always, then a video call and centres where the site has them", () => {
    expect(offeredMethods(assessmentOptions())).toEqual(["online", "video", "center"]);
    expect(offeredMethods(assessmentOptions({ video: null }))).toEqual(["online", "center"]);
    expect(offeredMethods(assessmentOptions({ video: null, centers: [] }))).toEqual(["online"]);
  });
});

describe("the steps", () => {
  it("go child, method, contact, time, confirm for a booked method", () => {
    expect(nextStep("child", null)).toBe("method");
    expect(nextStep("method", "video")).toBe("contact");
    expect(nextStep("method", "center")).toBe("contact");
    expect(nextStep("contact", "center")).toBe("time");
    expect(nextStep("time", "center")).toBe("confirm");
    expect(nextStep("confirm", "center")).toBeNull();
  });

  it("end at the method for the online evaluation, or while none is chosen", () => {
    expect(nextStep("method", "online")).toBeNull();
    expect(nextStep("method", null)).toBeNull();
  });

  it("go back one at a time, none before the child", () => {
    expect(previousStep("confirm")).toBe("time");
    expect(previousStep("method")).toBe("child");
    expect(previousStep("child")).toBeNull();
  });
});

describe("places", () => {
  const options: AssessmentOptions = assessmentOptions();

  it("find a centre by the triage desk's id, as a number or as the path gives it", () => {
    expect(centerById(options, 2)?.name).toBe("Cupertino");
    expect(centerById(options, "3")?.name).toBe("Los Altos");
  });

  it("ignore an id that is no centre of the site: the online point, another site's, or no number", () => {
    for (const id of [1, 99, "02", "2x", "", "-2", null, undefined]) expect(centerById(options, id), String(id)).toBeNull();
  });

  it("book a video call at the online point, a visit at the chosen centre, nothing online", () => {
    expect(bookedPlace(options, "video", 2)?.teachingPointId).toBe(1);
    expect(bookedPlace(options, "center", 3)?.name).toBe("Los Altos");
    expect(bookedPlace(options, "center", null)).toBeNull();
    expect(bookedPlace(options, "online", 2)).toBeNull();
  });
});

describe("slotsByDay", () => {
  it("groups times by the day they start on in the site's timezone, not in UTC", () => {
    const days = slotsByDay(
      [
        // 17:00 and 18:00 on 1 Dec in Los Angeles are 01:00 and 02:00 on 2 Dec in UTC.
        slot("2026-12-02T02:00:00Z", false),
        slot("2026-12-02T01:00:00Z"),
        slot("2026-12-02T17:00:00Z"),
      ],
      "America/Los_Angeles",
    );
    expect(days.map((day) => [day.day, day.slots.map((entry) => entry.startsAt), day.free])).toEqual([
      ["2026-12-01", ["2026-12-02T01:00:00Z", "2026-12-02T02:00:00Z"], 1],
      ["2026-12-02", ["2026-12-02T17:00:00Z"], 1],
    ]);
  });

  it("reads the same times as two days in Hong Kong", () => {
    const days = slotsByDay([slot("2026-12-01T15:00:00Z"), slot("2026-12-01T16:00:00Z")], "Asia/Hong_Kong");
    expect(days.map((day) => day.day)).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it("leaves out a time that is no date", () => {
    expect(slotsByDay([slot("soon")], "UTC")).toEqual([]);
  });
});

describe("initialDay", () => {
  const days = slotsByDay([slot("2026-12-01T17:00:00Z", false), slot("2026-12-02T17:00:00Z"), slot("2026-12-03T17:00:00Z")], "UTC");

  it("opens the day of the chosen time, else the first with a free time", () => {
    expect(initialDay(days, "2026-12-03T17:00:00Z")).toBe("2026-12-03");
    expect(initialDay(days, null)).toBe("2026-12-02");
    expect(initialDay(days, "2026-11-01T17:00:00Z")).toBe("2026-12-02");
  });

  it("has none when every time is taken", () => {
    expect(initialDay(slotsByDay([slot("2026-12-01T17:00:00Z", false)], "UTC"), null)).toBeNull();
  });
});

describe("offersOnlineEvaluation", () => {
  it("offers it when no time is free or the chosen one was just taken", () => {
    expect(offersOnlineEvaluation([], false)).toBe(true);
    expect(offersOnlineEvaluation([slot("2026-12-01T17:00:00Z", false)], false)).toBe(true);
    expect(offersOnlineEvaluation([slot("2026-12-01T17:00:00Z")], true)).toBe(true);
    expect(offersOnlineEvaluation([slot("2026-12-01T17:00:00Z")], false)).toBe(false);
  });
});

describe("upcomingBookingOf", () => {
  const bookings: AssessmentBooking[] = [
    assessmentBooking({ bookingId: "past", cancellable: false }),
    assessmentBooking({ bookingId: "cancelled", status: "cancelled", cancellable: false }),
    assessmentBooking({ bookingId: "coming" }),
    assessmentBooking({ bookingId: "sibling", student: { uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen" } }),
  ];

  it("finds the student's booking still to come", () => {
    expect(upcomingBookingOf(bookings, "u-1")?.bookingId).toBe("coming");
    expect(upcomingBookingOf(bookings, "s-2")?.bookingId).toBe("sibling");
    expect(upcomingBookingOf(bookings, "s-3")).toBeNull();
  });
});

describe("sitePathOrNull", () => {
  it("keeps a path of this site", () => {
    expect(sitePathOrNull("/assessment?from=banner#top")).toBe("/assessment?from=banner#top");
  });

  it("refuses other hosts and their disguises", () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "assessment", "", null, undefined]) {
      expect(sitePathOrNull(url), String(url)).toBeNull();
    }
  });
});
