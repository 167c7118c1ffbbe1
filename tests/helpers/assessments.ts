import type { assessmentCalls, serviceDeskAssessmentCalls } from "../../schemas/api/calls/assessments.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { signIn } from "./accounts.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

type Family = Awaited<ReturnType<typeof signIn>>;

/** The us site's Cupertino learning centre (one teacher an hour) and its online teaching point (video calls, two an hour). */
export const CUPERTINO = 2;
export const US_ONLINE = 1;

/** A booking request for the family's student at the first free time of the place. */
export async function bookingRequest(family: Family, method: "video" | "center" = "center", teachingPointId = method === "center" ? CUPERTINO : US_ONLINE): Promise<RequestOf<"bookAssessment">> {
  const { slots } = await family.api.call("queryAssessmentSlots", { method, teachingPointId }, family.call);
  const slot = slots.find((candidate) => candidate.free)!;
  return { studentId: family.uid, method, teachingPointId, startsAt: slot.startsAt, contact: { name: "Ada Parent", countryCallingCode: "+1", phone: "4155550123" } };
}

/** The cases of tests/integration/calls.test.ts for the assessment calls. */
type Cases<N extends keyof typeof assessmentCalls | keyof typeof serviceDeskAssessmentCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

export const assessmentCallCases: { [N in keyof typeof assessmentCalls | keyof typeof serviceDeskAssessmentCalls]: Cases<N> } = {
  queryAssessmentOptions: { valid: {}, wrongType: "all", missing: { data: undefined, field: "data" } },
  queryAssessmentSlots: { valid: { method: "center", teachingPointId: CUPERTINO }, wrongType: { method: "center", teachingPointId: "two" }, missing: { data: { method: "video" }, field: "data.teachingPointId" } },
  bookAssessment: {
    // The latest free time: the other cases take the earliest ones.
    valid: async (_running, family) => {
      const { slots } = await family.api.call("queryAssessmentSlots", { method: "video", teachingPointId: US_ONLINE }, family.call);
      return { ...(await bookingRequest(family, "video")), startsAt: slots.filter((slot) => slot.free).at(-1)!.startsAt };
    },
    wrongType: { studentId: "00000000-0000-4000-8000-000000000000", method: "phone", teachingPointId: CUPERTINO, startsAt: "2026-12-01T16:00:00Z", contact: { name: "Ada", email: "ada@example.com" } },
    missing: { data: { studentId: "00000000-0000-4000-8000-000000000000", method: "center", teachingPointId: CUPERTINO, contact: { name: "Ada", email: "ada@example.com" } }, field: "data.startsAt" },
  },
  queryMyAssessments: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  cancelAssessment: {
    valid: async (_running, family) => ({ bookingId: (await family.api.call("bookAssessment", await bookingRequest(family, "video"), family.call)).bookingId }),
    wrongType: { bookingId: 12 },
    missing: { data: {}, field: "data.bookingId" },
  },
  serviceListAssessments: { valid: { locale: "us" }, wrongType: { locale: "moon" }, missing: { data: undefined, field: "data" } },
};
