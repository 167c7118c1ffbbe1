// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import type { AssessmentBooking } from "../../../schemas/api/calls/assessments.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { BookingScreen } from "./BookingScreen.js";
import { FreeAssessment, type FreeAssessmentProps } from "./FreeAssessment.js";
import { assessmentBooking, assessmentOptions, slot } from "./placement-test-support.js";

afterEach(cleanup);

const jenny = user({ uid: "u-1", firstName: "Ethan", lastName: "Miller", parentNickname: "Jenny Miller", phone: "4155550142", countryCallingCode: "+1", email: null });
const olivia = student({ uid: "s-2", nickName: "Olivia", firstName: "Olivia", lastName: "Miller", gradeName: "Grade 3" });

/** Wednesday 2 December 2026 at 09:00 and 10:00 (the first taken) and Thursday at 09:00, in Los Angeles. */
const SLOTS = { timezone: "America/Los_Angeles", minutes: 60, slots: [slot("2026-12-02T17:00:00.000Z", false), slot("2026-12-02T18:00:00.000Z"), slot("2026-12-03T17:00:00.000Z")] };

function renderFlow(props: Partial<FreeAssessmentProps> = {}, answers: Answers = {}, signedIn = jenny) {
  const api = fakeApi({ queryAssessmentSlots: SLOTS, queryMyAssessments: { list: [] }, ...answers });
  const view = renderAccount(<FreeAssessment options={assessmentOptions()} students={[jenny, olivia]} bookings={[]} {...props} />, {
    api: api.api,
    signedIn,
    path: "/appointmentDiagnosis",
  });
  return { ...view, ...api };
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));
const stepTitle = () => screen.getByRole("heading", { level: 2 }).textContent;

/** Olivia, at the Los Altos centre, with the prefilled contact, up to the time step. */
async function upToTimes() {
  fireEvent.click(screen.getByRole("radio", { name: /Olivia Miller/ }));
  next();
  fireEvent.click(screen.getByRole("radio", { name: /At a learning centre/ }));
  fireEvent.click(screen.getByRole("radio", { name: /Los Altos/ }));
  next();
  next();
  await screen.findByRole("group", { name: "Day" });
}

describe("FreeAssessment", () => {
  it("books in five numbered steps and confirms what was booked, with the bookings list", async () => {
    const booked = assessmentBooking({ student: { uid: "s-2", nickName: "Olivia", firstName: "Olivia", lastName: "Miller" }, place: assessmentOptions().centers[1]!, startsAt: "2026-12-02T18:00:00.000Z", endsAt: "2026-12-02T19:00:00.000Z" });
    const { callsOf } = renderFlow({}, { bookAssessment: booked, queryMyAssessments: { list: [booked] } });
    const steps = screen.getByRole("list", { name: "Booking steps" });
    expect(within(steps).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1Step 1 of 5: Child", "2Step 2 of 5: Method", "3Step 3 of 5: Contact", "4Step 4 of 5: Time", "5Step 5 of 5: Confirm"]);
    expect(screen.getByText(/a 40-minute lesson with a teacher, then a 20-minute discussion/)).toBeTruthy();

    next();
    expect(screen.getByText("Choose a child.")).toBeTruthy();
    await upToTimes();
    expect(stepTitle()).toBe("Choose a time");
    expect(callsOf("queryAssessmentSlots")).toEqual([{ method: "center", teachingPointId: 3 }]);

    // The days in Los Angeles, the first one open on its free time; the time taken is shown but cannot be chosen.
    const days = screen.getByRole("group", { name: "Day" });
    expect(within(days).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Wed 12/02/2026Free: 1", "Thu 12/03/2026Free: 1"]);
    const hours = screen.getByRole("group", { name: "Times on Wed 12/02/2026" });
    expect((within(hours).getByRole("radio", { name: /09:00–10:00/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(hours).getByRole("radio", { name: /10:00–11:00/ }));
    next();

    expect(stepTitle()).toBe("Check and confirm");
    expect(screen.getByText("Olivia Miller")).toBeTruthy();
    expect(screen.getByText("Los Altos, 455 Linden Grove St, Los Altos, CA 94022")).toBeTruthy();
    expect(screen.getByText("Wed 12/02/2026, 10:00–11:00")).toBeTruthy();
    expect(screen.getByText("Jenny Miller · +1 4155550142")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note for the teacher/), { target: { value: "  Shy at first.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm the booking" }));

    await screen.findByText("Olivia Miller's free assessment is booked.");
    expect(callsOf("bookAssessment")).toEqual([
      { studentId: "s-2", method: "center", teachingPointId: 3, startsAt: "2026-12-02T18:00:00.000Z", contact: { name: "Jenny Miller", phone: "4155550142", countryCallingCode: "+1" }, note: "Shy at first." },
    ]);
    expect(screen.getByText("We have sent you a confirmation with these details.")).toBeTruthy();
    const list = await screen.findByRole("region", { name: "Your assessment bookings" });
    expect(within(list).getByRole("article", { name: "Olivia Miller, Wed 12/02/2026, 10:00–11:00" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").filter((item) => item.getAttribute("aria-current") === "step")).toHaveLength(0);
  });

  it("goes back to the times, refreshed, with the online evaluation, when the time was taken meanwhile (4160)", async () => {
    let asked = 0;
    const { callsOf } = renderFlow(
      {},
      {
        bookAssessment: new ApiError(ErrorCode.APPOINTMENT_UNAVAILABLE, "Appointments are unavailable."),
        queryAssessmentSlots: () => (asked++ === 0 ? SLOTS : { ...SLOTS, slots: [slot("2026-12-02T18:00:00.000Z", false), slot("2026-12-03T17:00:00.000Z")] }),
      },
    );
    await upToTimes();
    fireEvent.click(screen.getByRole("radio", { name: /10:00–11:00/ }));
    next();
    fireEvent.click(screen.getByRole("button", { name: "Confirm the booking" }));

    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("The time you chose has just been taken.");
    expect(within(notice).getByRole("link", { name: "Start the online evaluation" }).getAttribute("href")).toBe("/level-test");
    expect(stepTitle()).toBe("Choose a time");
    await waitFor(() => expect(callsOf("queryAssessmentSlots")).toHaveLength(2));
    // The taken time is no longer free: the first open day is now Thursday.
    await screen.findByRole("group", { name: "Times on Thu 12/03/2026" });
    expect(within(screen.getByRole("group", { name: "Day" })).getAllByRole("radio").map((radio) => radio.closest("label")!.textContent)).toEqual(["Wed 12/02/2026Fully booked", "Thu 12/03/2026Free: 1"]);
  });

  it("shows the child's booking still to come when the service refuses a second (4161), to cancel it first", async () => {
    const coming = assessmentBooking({ student: { uid: "s-2", nickName: "Olivia", firstName: "Olivia", lastName: "Miller" } });
    const { callsOf } = renderFlow({}, { bookAssessment: new ApiError(ErrorCode.APPOINTMENT_ALREADY_BOOKED), queryMyAssessments: { list: [coming] }, cancelAssessment: { status: "cancelled" } });
    await upToTimes();
    fireEvent.click(screen.getByRole("radio", { name: /10:00–11:00/ }));
    next();
    fireEvent.click(screen.getByRole("button", { name: "Confirm the booking" }));

    expect((await screen.findByRole("alert")).textContent).toBe("This child already has an assessment booked. Cancel it first to book this time instead.");
    const form = screen.getByRole("button", { name: "Confirm the booking" }).closest("form")!;
    const shown = within(form).getByRole("article", { name: "Olivia Miller, Wed 12/02/2026, 09:00–10:00" });
    fireEvent.click(within(shown).getByRole("button", { name: "Cancel booking: Olivia Miller, Wed 12/02/2026, 09:00–10:00" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(callsOf("cancelAssessment")).toEqual([{ bookingId: coming.bookingId }]));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("offers the online evaluation as a link, with nothing to book", () => {
    renderFlow({ students: [jenny] });
    // A family of one child starts with that child chosen.
    next();
    fireEvent.click(screen.getByRole("radio", { name: /Online evaluation/ }));
    expect(screen.getByRole("link", { name: "Start the online evaluation" }).getAttribute("href")).toBe("/level-test");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("says appointments are unavailable and offers the online evaluation when no time is left", async () => {
    renderFlow({ students: [jenny] }, { queryAssessmentSlots: { ...SLOTS, slots: [slot("2026-12-02T17:00:00.000Z", false)] } });
    next();
    fireEvent.click(screen.getByRole("radio", { name: /Video call/ }));
    next();
    next();
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain("Appointments are unavailable at the moment.");
    expect(within(notice).getByRole("link", { name: "Start the online evaluation" })).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Day" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("asks for a phone or an e-mail, and checks the one given", () => {
    const unknown = user({ parentNickname: "", phone: null, email: null });
    renderFlow({ students: [unknown] }, {}, unknown);
    next();
    fireEvent.click(screen.getByRole("radio", { name: /Video call/ }));
    next();
    next();
    expect(screen.getByText("The input is required.")).toBeTruthy();
    expect(screen.getByText("Enter a phone number or an e-mail address.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Your name"));
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "Jenny" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "jenny@" } });
    next();
    expect(screen.getByText(/valid e-mail|e-mail.*invalid/i)).toBeTruthy();
    expect(stepTitle()).toBe("Your contact details");
  });

  it("starts at the triage desk's learning centre, and leaves by the page's Cancel link", () => {
    renderFlow({ students: [jenny], preselectedCenterId: 3, cancel: { href: "/assessment" } });
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/assessment");
    next();
    expect((screen.getByRole("radio", { name: /At a learning centre/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /Los Altos/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("the family's bookings", () => {
  const bookings: AssessmentBooking[] = [
    assessmentBooking({ bookingId: "b-coming" }),
    assessmentBooking({ bookingId: "b-video", method: "video", place: assessmentOptions().video!, startsAt: "2026-11-20T17:00:00.000Z", endsAt: "2026-11-20T18:00:00.000Z", cancellable: false }),
    assessmentBooking({ bookingId: "b-cancelled", status: "cancelled", cancellable: false, startsAt: "2026-11-10T17:00:00.000Z", endsAt: "2026-11-10T18:00:00.000Z" }),
  ];

  it("lists each with its state, and cancels one still to come after asking", async () => {
    const { callsOf } = renderFlow({ bookings }, { cancelAssessment: { status: "cancelled" }, queryMyAssessments: { list: [{ ...bookings[0]!, status: "cancelled", cancellable: false }, ...bookings.slice(1)] } });
    const list = screen.getByRole("region", { name: "Your assessment bookings" });
    const [coming, video, cancelled] = within(list).getAllByRole("article");
    expect(coming!.textContent).toBe("Mia Chen BookedWed 12/02/2026, 09:00–10:00Cupertino, 10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014Cancel booking");
    expect(video!.textContent).toBe("Mia Chen PastFri 11/20/2026, 09:00–10:00Video call");
    expect(cancelled!.textContent).toContain("Cancelled");
    expect(within(list).getAllByRole("button")).toHaveLength(1);

    fireEvent.click(within(coming!).getByRole("button", { name: /^Cancel booking: Mia Chen/ }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(dialog.textContent).toContain("Mia Chen's assessment on Wed 12/02/2026, 09:00–10:00 (Cupertino, 10240 Orchard Crest Ave");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(callsOf("cancelAssessment")).toEqual([]);

    fireEvent.click(within(coming!).getByRole("button", { name: /^Cancel booking: Mia Chen/ }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Cancel this booking?" })).getByRole("button", { name: "Cancel booking" }));
    await waitFor(() => expect(callsOf("cancelAssessment")).toEqual([{ bookingId: "b-coming" }]));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Your assessment bookings" })).queryAllByRole("button")).toHaveLength(0));
  });

  it("says why a cancellation failed, in the dialog", async () => {
    renderFlow({ bookings: bookings.slice(0, 1) }, { cancelAssessment: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found.") });
    fireEvent.click(screen.getByRole("button", { name: /^Cancel booking: Mia Chen/ }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Cancel this booking?" })).getByRole("button", { name: "Cancel booking" }));
    expect((await within(screen.getByRole("dialog", { name: "Cancel this booking?" })).findByRole("alert")).textContent).toBe("No matching record found.");
  });
});

describe("BookingScreen", () => {
  it("goes to the page's successUrl once booked", async () => {
    const api = fakeApi({ queryAssessmentSlots: SLOTS, queryMyAssessments: { list: [] }, bookAssessment: assessmentBooking() });
    const page = { options: assessmentOptions(), students: [jenny], bookings: [], preselectedCenterId: 2 };
    const { router } = renderAccount(<BookingScreen page={page} titleKey="placement.title" successPath="/assessment?booked=1" />, {
      api: api.api,
      signedIn: jenny,
      path: "/appointmentDiagnosis",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Book a free assessment" })).toBeTruthy();
    next();
    next();
    next();
    fireEvent.click(await screen.findByRole("radio", { name: /10:00–11:00/ }));
    next();
    fireEvent.click(screen.getByRole("button", { name: "Confirm the booking" }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe("/assessment?booked=1"));
  });
});
