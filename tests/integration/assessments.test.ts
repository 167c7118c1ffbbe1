import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { assessmentSlots, outboxMessages } from "../../server/db/schema.js";
import { signIn, uniqueEmail } from "../helpers/accounts.js";
import { bookingRequest, CUPERTINO, US_ONLINE } from "../helpers/assessments.js";
import { codeOf, refusal } from "../helpers/refusal.js";
import { signInAsStaff } from "../helpers/staff.js";
import { startTestService, type TestService } from "../helpers/test-service.js";

let running: TestService;
beforeAll(async () => {
  running = await startTestService();
});
afterAll(async () => {
  await running?.close();
});

const db = () => running.store.db;
const HOUR = 3_600_000;

describe("the options and times", () => {
  it("offer the online evaluation, video calls and the learning centres with opening hours", async () => {
    const family = await signIn(running);
    const options = await family.api.call("queryAssessmentOptions", {}, family.call);
    expect(options.onlinePath).toBe("/evaluation");
    expect(options.minutes).toBe(60);
    expect(options.video).toMatchObject({ teachingPointId: US_ONLINE, online: true });
    expect(options.centers.map((center) => center.name)).toEqual(["Cupertino", "Los Altos", "Irvine"]);
  });

  it("run on the hour within the opening hours, from twelve hours ahead to two weeks ahead", async () => {
    const family = await signIn(running);
    const { slots, timezone, minutes } = await family.api.call("queryAssessmentSlots", { method: "center", teachingPointId: CUPERTINO }, family.call);
    expect({ timezone, minutes }).toEqual({ timezone: "America/Los_Angeles", minutes: 60 });
    const now = Date.now();
    for (const slot of slots) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(now + 12 * HOUR - 60_000);
      expect(Date.parse(slot.startsAt)).toBeLessThanOrEqual(now + 15 * 24 * HOUR);
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(HOUR);
      const local = new Date(slot.startsAt).toLocaleString("en-GB", { timeZone: "America/Los_Angeles", hour: "2-digit", minute: "2-digit", hour12: false });
      expect(local.endsWith(":00"), local).toBe(true);
    }
    expect(slots.length).toBeGreaterThan(40);
  });

  it("are 4003 for a place that does not offer the method", async () => {
    const family = await signIn(running);
    expect(await codeOf(family.api.call("queryAssessmentSlots", { method: "video", teachingPointId: CUPERTINO }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(family.api.call("queryAssessmentSlots", { method: "center", teachingPointId: US_ONLINE }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    // A centre of the Hong Kong site, asked on the us site.
    expect(await codeOf(family.api.call("queryAssessmentSlots", { method: "center", teachingPointId: 92 }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
  });
});

describe("a booking", () => {
  it("takes the time, confirms it with a calendar invitation and shows in the family's bookings and to customer service", async () => {
    const email = uniqueEmail();
    const family = await signIn(running, { email });
    const request = await bookingRequest(family);
    const booking = await family.api.call("bookAssessment", { ...request, contact: { name: " Ada Parent ", email: email.toUpperCase() }, note: "Prefers to start with geometry." }, family.call);
    expect(booking).toMatchObject({
      method: "center",
      place: { teachingPointId: CUPERTINO, name: "Cupertino" },
      startsAt: request.startsAt,
      endsAt: new Date(Date.parse(request.startsAt) + HOUR).toISOString(),
      contact: { name: "Ada Parent", email, phone: "" },
      status: "booked",
      cancellable: true,
    });
    const { slots } = await family.api.call("queryAssessmentSlots", { method: "center", teachingPointId: CUPERTINO }, family.call);
    expect(slots.find((slot) => slot.startsAt === request.startsAt)!.free).toBe(false);
    expect((await family.api.call("queryMyAssessments", {}, family.call)).list).toEqual([booking]);

    const [sent] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id)).limit(1);
    expect(sent!.subject).toMatch(/free assessment for .* on /);
    expect(sent!.body).toContain("at Cupertino");
    expect(sent!.body).toContain("40-minute lesson followed by a 20-minute talk");

    const staff = await signInAsStaff(running, "service");
    const { list } = await staff.api.call("serviceListAssessments", { locale: "us" }, staff.call);
    expect(list.find((row) => row.bookingId === booking.bookingId)).toMatchObject({ locale: "us", studentCardNo: expect.any(String), note: "Prefers to start with geometry." });
  });

  it("of the last place, asked by two parents at once, goes to one of them; the other hears it is unavailable", async () => {
    const [first, second] = [await signIn(running), await signIn(running)];
    const request = await bookingRequest(first);
    const answers = await Promise.allSettled([
      first.api.call("bookAssessment", request, first.call),
      second.api.call("bookAssessment", { ...request, studentId: second.uid }, second.call),
    ]);
    expect(answers.filter((answer) => answer.status === "fulfilled")).toHaveLength(1);
    const refused = answers.find((answer): answer is PromiseRejectedResult => answer.status === "rejected")!;
    expect((refused.reason as { code: number }).code).toBe(ErrorCode.APPOINTMENT_UNAVAILABLE);
    const [slot] = await db().select().from(assessmentSlots).where(and(eq(assessmentSlots.teachingPointId, CUPERTINO), eq(assessmentSlots.startsAt, new Date(request.startsAt))));
    expect(slot).toMatchObject({ capacity: 1, booked: 1 });
  });

  it("of a video call takes one of its two teachers", async () => {
    const [first, second, third] = [await signIn(running), await signIn(running), await signIn(running)];
    const request = await bookingRequest(first, "video");
    await first.api.call("bookAssessment", request, first.call);
    await second.api.call("bookAssessment", { ...request, studentId: second.uid }, second.call);
    expect(await refusal(third.api.call("bookAssessment", { ...request, studentId: third.uid }, third.call))).toEqual({
      code: ErrorCode.APPOINTMENT_UNAVAILABLE,
      message: "Appointments are unavailable at this time. Please choose another time, or start the online evaluation.",
    });
  });

  it("is one to come per child, refused at a time the place does not offer, and for another family's student", async () => {
    const family = await signIn(running);
    const request = await bookingRequest(family, "video");
    await family.api.call("bookAssessment", request, family.call);
    expect(await codeOf(family.api.call("bookAssessment", await bookingRequest(family), family.call))).toBe(ErrorCode.APPOINTMENT_ALREADY_BOOKED);

    const other = await signIn(running);
    const halfPast = new Date(Date.parse(request.startsAt) + 30 * 60_000).toISOString();
    expect(await codeOf(other.api.call("bookAssessment", { ...request, studentId: other.uid, startsAt: halfPast }, other.call))).toBe(ErrorCode.APPOINTMENT_UNAVAILABLE);
    expect(await codeOf(other.api.call("bookAssessment", { ...request, studentId: other.uid, startsAt: new Date(Date.now() + HOUR).toISOString() }, other.call))).toBe(ErrorCode.APPOINTMENT_UNAVAILABLE);
    expect(await codeOf(other.api.call("bookAssessment", request, other.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await codeOf(other.api.call("bookAssessment", { ...request, studentId: other.uid, contact: { name: "Ada" } }, other.call))).toBe(ErrorCode.INVALID_INPUT);
  });

  it("cancelled frees its time for another family, and is not cancelled twice nor by another family", async () => {
    const family = await signIn(running);
    const request = await bookingRequest(family);
    const { bookingId } = await family.api.call("bookAssessment", request, family.call);
    const stranger = await signIn(running);
    expect(await codeOf(stranger.api.call("cancelAssessment", { bookingId }, stranger.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect(await family.api.call("cancelAssessment", { bookingId }, family.call)).toEqual({ status: "cancelled" });
    expect(await codeOf(family.api.call("cancelAssessment", { bookingId }, family.call))).toBe(ErrorCode.NOT_FOUND_OR_ENDED);
    expect((await family.api.call("queryMyAssessments", {}, family.call)).list[0]).toMatchObject({ status: "cancelled", cancellable: false });
    await stranger.api.call("bookAssessment", { ...request, studentId: stranger.uid }, stranger.call);
    // The child may book again once the earlier one is cancelled.
    expect((await family.api.call("bookAssessment", await bookingRequest(family), family.call)).status).toBe("booked");
  });
});
