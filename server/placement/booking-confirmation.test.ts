import { describe, expect, it } from "vitest";
import type { AssessmentBooking } from "../../schemas/api/calls/assessments.js";
import { calendarInvitation } from "./booking-confirmation.js";

const booking: AssessmentBooking = {
  bookingId: "5b0c1e4e-8a52-4c59-9d0e-2f4a7c1d9e10",
  student: { uid: "u", nickName: "Mia", firstName: "Mia", lastName: "Lee" },
  method: "center",
  place: { teachingPointId: 2, name: "Cupertino", address: "10000 N Wolfe Rd", phone: "+1 408 555 0100", online: false },
  startsAt: "2026-12-01T23:00:00.000Z",
  endsAt: "2026-12-02T00:00:00.000Z",
  contact: { name: "Ada", phone: "", email: "ada@example.com" },
  note: "",
  status: "booked",
  cancellable: true,
};

describe("calendarInvitation", () => {
  it("is an iCalendar event of the booked hour, in UTC, at the place, with a stable id", () => {
    const file = calendarInvitation(booking, "Free assessment for Mia Lee", "at Cupertino, 10000 N Wolfe Rd");
    expect(file).toMatchObject({ filename: "assessment.ics", contentType: "text/calendar; charset=utf-8" });
    expect(file.content).toContain("BEGIN:VEVENT");
    expect(file.content).toContain("UID:assessment-5b0c1e4e-8a52-4c59-9d0e-2f4a7c1d9e10");
    expect(file.content).toContain("DTSTART:20261201T230000Z");
    expect(file.content).toContain("DTEND:20261202T000000Z");
    expect(file.content).toContain("SUMMARY:Free assessment for Mia Lee");
    expect(file.content).toContain("LOCATION:at Cupertino\\, 10000 N Wolfe Rd");
  });
});
