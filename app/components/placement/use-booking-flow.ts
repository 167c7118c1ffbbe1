import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import type { AssessmentMethod } from "../../../schemas/learning.js";
import { useUser } from "../../lib/account/use-user.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { useShell } from "../shell/use-shell.js";
import { contactRequest, initialContact, type BookingContactValues } from "./booking-contact.js";
import { bookedPlace, centerById, isBookedMethod, nextStep, previousStep, upcomingBookingOf, type AssessmentOptions, type AssessmentSlot, type BookingStep } from "./booking-rules.js";
import type { MyBookings } from "./use-my-bookings.js";

export interface BookingFlowInput {
  options: AssessmentOptions;
  students: readonly Student[];
  /** A teaching point id that chooses its learning centre at the start (the triage desk's {id}); ignored when it is none. */
  preselectedCenterId?: number | null;
  bookings: MyBookings;
  onBooked?: (booking: AssessmentBooking) => void;
}

export interface Times {
  timezone: string;
  slots: AssessmentSlot[];
}

/**
 * The booking's steps and what they send: the times are asked for when the contact step is done (again after a
 * refusal), the booking is sent once however often it is confirmed (one idempotency key per request). A time taken
 * meanwhile (4160) goes back to the times, refreshed, with the online evaluation offered; a child with a booking to
 * come (4161) shows that booking, to cancel it.
 */
export function useBookingFlow({ options, students, preselectedCenterId, bookings, onBooked }: BookingFlowInput) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const { site } = useShell();
  const user = useUser();
  const preselected = centerById(options, preselectedCenterId);
  const [step, setStep] = useState<BookingStep | "done">("child");
  const [studentId, setStudentId] = useState<string | null>(students.length === 1 ? students[0]!.uid : null);
  const [method, setMethod] = useState<AssessmentMethod | null>(preselected ? "center" : null);
  const [centerId, setCenterId] = useState<number | null>(preselected?.teachingPointId ?? null);
  const [contact, setContact] = useState<BookingContactValues>(() => initialContact(user, site.phoneAreaCodes, site.countryCode));
  const [times, setTimes] = useState<Times | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [justTaken, setJustTaken] = useState(false);
  const [alreadyBooked, setAlreadyBooked] = useState<AssessmentBooking | null>(null);
  const [booked, setBooked] = useState<AssessmentBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const idempotency = useRef<{ request: string; key: string }>(undefined);

  const place = bookedPlace(options, method, centerId);
  const student = students.find((candidate) => candidate.uid === studentId) ?? null;

  const go = (next: BookingStep | "done" | null) => {
    setFailure(undefined);
    if (next) setStep(next);
  };

  const loadTimes = async () => {
    if (!isBookedMethod(method) || !place) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await api.call("queryAssessmentSlots", { method, teachingPointId: place.teachingPointId }, call);
      setTimes({ timezone: answer.timezone, slots: answer.slots });
    } catch (error) {
      setFailure(failureMessage(error, t("placement.time.loadFailed")));
    } finally {
      setBusy(false);
    }
  };

  const chooseChild = (uid: string) => {
    if (uid !== studentId) setAlreadyBooked(null);
    setStudentId(uid);
    go(nextStep("child", method));
  };

  const chooseMethod = (chosen: AssessmentMethod, center: number | null) => {
    const samePlace = chosen === method && (chosen !== "center" || center === centerId);
    if (!samePlace) {
      setTimes(null);
      setStartsAt(null);
      setJustTaken(false);
    }
    setMethod(chosen);
    setCenterId(chosen === "center" ? center : null);
    go(nextStep("method", chosen));
  };

  const submitContact = (values: BookingContactValues) => {
    setContact(values);
    go(nextStep("contact", method));
    if (!times) void loadTimes();
  };

  const chooseTime = (start: string) => {
    setStartsAt(start);
    setJustTaken(false);
    go(nextStep("time", method));
  };

  const bookingRequest = (withNote: string): RequestOf<"bookAssessment"> | null => {
    if (!studentId || !isBookedMethod(method) || !place || !startsAt) return null;
    return { studentId, method, teachingPointId: place.teachingPointId, startsAt, contact: contactRequest(contact, site.phoneAreaCodes), note: withNote.trim() };
  };

  /** The same key for every attempt of one request, a new one when anything in it changed. */
  const keyFor = (request: RequestOf<"bookAssessment">) => {
    const body = JSON.stringify(request);
    if (idempotency.current?.request !== body) idempotency.current = { request: body, key: crypto.randomUUID() };
    return idempotency.current.key;
  };

  const refused = async (error: unknown) => {
    if (isApiError(error, ErrorCode.APPOINTMENT_UNAVAILABLE)) {
      setStartsAt(null);
      setJustTaken(true);
      go("time");
      await loadTimes();
      return;
    }
    if (isApiError(error, ErrorCode.APPOINTMENT_ALREADY_BOOKED) && studentId) {
      const fresh = await bookings.reload().catch(() => bookings.list);
      setAlreadyBooked(upcomingBookingOf(fresh, studentId));
      setFailure(t("placement.confirm.alreadyBooked"));
      return;
    }
    setFailure(failureMessage(error, t("placement.confirm.failed")));
  };

  const confirm = async (withNote: string) => {
    setNote(withNote);
    const request = bookingRequest(withNote);
    if (!request || busy) return;
    setBusy(true);
    setFailure(undefined);
    setAlreadyBooked(null);
    try {
      const booking = await api.call("bookAssessment", request, call, { idempotencyKey: keyFor(request) });
      idempotency.current = undefined;
      setBooked(booking);
      go("done");
      onBooked?.(booking);
      // The list is a courtesy here: the booking is made whether or not it answers.
      void bookings.reload().catch(() => undefined);
    } catch (error) {
      await refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** The child's other booking was cancelled: this one may be confirmed now. */
  const otherBookingCancelled = () => {
    setAlreadyBooked(null);
    setFailure(undefined);
    void bookings.reload().catch(() => undefined);
  };

  const back = () => {
    if (step !== "done") go(previousStep(step));
  };

  /** Another booking, for the same family: the contact stays, the choices start afresh. */
  const startAgain = () => {
    setBooked(null);
    setStartsAt(null);
    setTimes(null);
    setNote("");
    setJustTaken(false);
    setAlreadyBooked(null);
    go("child");
  };

  return {
    step,
    student,
    method,
    centerId,
    place,
    contact,
    times,
    startsAt,
    note,
    justTaken,
    alreadyBooked,
    booked,
    busy,
    failure,
    chooseChild,
    chooseMethod,
    submitContact,
    chooseTime,
    confirm: (withNote: string) => void confirm(withNote),
    reloadTimes: () => void loadTimes(),
    otherBookingCancelled,
    back,
    startAgain,
  };
}

export type BookingFlow = ReturnType<typeof useBookingFlow>;
