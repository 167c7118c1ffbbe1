import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import type { AssessmentOptions, AssessmentSlot } from "./booking-rules.js";

/** The us site's assessment options: the online point (video calls) and its Cupertino and Los Altos centres. */
export function assessmentOptions(overrides: Partial<AssessmentOptions> = {}): AssessmentOptions {
  return {
    onlinePath: "/level-test",
    video: { teachingPointId: 1, name: "Online", address: "", phone: "+1 (408) 555-0142", online: true },
    centers: [
      { teachingPointId: 2, name: "Cupertino", address: "10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014", phone: "+1 (408) 555-0100", online: false },
      { teachingPointId: 3, name: "Los Altos", address: "455 Linden Grove St, Los Altos, CA 94022", phone: "+1 (650) 555-0100", online: false },
    ],
    minutes: 60,
    ...overrides,
  };
}

/** An hour starting at `startsAt`, free unless told otherwise. */
export function slot(startsAt: string, free = true): AssessmentSlot {
  const start = Date.parse(startsAt);
  return { startsAt, endsAt: Number.isFinite(start) ? new Date(start + 3_600_000).toISOString() : startsAt, free };
}

/** The signed-in student's visit to Cupertino at 09:00 on Wednesday 2 December 2026 in Los Angeles, still to come. */
export function assessmentBooking(overrides: Partial<AssessmentBooking> = {}): AssessmentBooking {
  return {
    bookingId: "7f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5",
    student: { uid: "u-1", nickName: "Mia", firstName: "Mia", lastName: "Chen" },
    method: "center",
    place: assessmentOptions().centers[0]!,
    startsAt: "2026-12-02T17:00:00.000Z",
    endsAt: "2026-12-02T18:00:00.000Z",
    contact: { name: "Mia's mum", phone: "+1 4155550142", email: "" },
    note: "",
    status: "booked",
    cancellable: true,
    ...overrides,
  };
}
