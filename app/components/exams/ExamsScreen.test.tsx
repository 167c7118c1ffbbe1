// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { student, user } from "../../../tests/helpers/sample-accounts.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { REGISTRATION_ID, hkAdmitCard, usAdmitCard, usExam } from "./exams-test-support.js";
import { ExamsScreen, type ExamsScreenProps } from "./ExamsScreen.js";

afterEach(cleanup);
beforeEach(() => useLoginDialog.setState({ open: false, request: {} }));

const mia = user({ uid: "u-1", firstName: "Mia", lastName: "Chen", gradeId: 103, gradeName: "Grade 3" });
const leo = student({ uid: "s-2", nickName: "Leo", firstName: "Leo", lastName: "Chen", gradeId: 110, gradeName: "Grade 10" });
const ava = student({ uid: "s-3", nickName: "Ava", firstName: "", lastName: "", gradeId: null, gradeName: "" });

function renderExams(props: Partial<ExamsScreenProps> = {}, answers: Answers = {}, signedIn: typeof mia | null = mia) {
  const api = fakeApi({ queryGrades: { list: [{ id: 103, name: "Grade 3" }, { id: 104, name: "Grade 4" }] }, ...answers });
  const view = renderAccount(<ExamsScreen exams={[usExam()]} admitCards={[]} students={[mia, leo, ava]} {...props} />, {
    api: api.api,
    signedIn,
    path: "/exams",
  });
  return { ...view, ...api };
}

const examCard = (name = "Young Mathematicians Olympiad qualifier") => screen.getByRole("article", { name });
const registerButton = () => within(examCard()).getByRole("button", { name: "Register" });
const dialog = () => screen.getByRole("dialog", { name: "Register for the exam" });

describe("the exams", () => {
  it("shows each exam's time in the site's timezone, place, grades, fee, seats and closing date", () => {
    renderExams();
    const facts = within(examCard()).getAllByRole("term").map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      "Date and time: 12-12-2026 09:00–10:30",
      "Place: Online",
      "Grades: Grade 3, Grade 4, Grade 5, Grade 6, Grade 7, Grade 8",
      "Fee: Free",
      "Seats left: 498",
      "Registration closes: 05-12-2026 23:59",
    ]);
    expect(screen.getByRole("link", { name: "Look up an exam score" }).getAttribute("href")).toBe("/exams/score");
  });

  it("shows a fee at a centre in the site's currency, in the page's language", () => {
    const hk = hkAdmitCard();
    const exam = usExam({ examId: hk.examId, name: hk.examName, startsAt: hk.startsAt, endsAt: hk.endsAt, timezone: hk.timezone, place: hk.place, online: false, price: hk.price, currency: "HKD", grades: [{ id: 905, name: "小五" }, { id: 906, name: "小六" }] });
    renderAccount(<ExamsScreen exams={[exam]} admitCards={[]} students={null} />, { signedIn: null, site: fixtureSite("hk"), language: "zh-Hant", path: "/exams" });
    const card = screen.getByRole("article", { name: hk.examName });
    expect(within(card).getByText("2027年1月10日 10:00–11:30")).toBeTruthy();
    expect(within(card).getByText(hk.place)).toBeTruthy();
    expect(within(card).getByText("小五、小六")).toBeTruthy();
    expect(within(card).getByText("HK$380.00")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "報名" })).toBeTruthy();
  });

  it("says when registration has closed or the seats are gone, with nothing to press", () => {
    renderExams({ exams: [usExam({ open: false }), usExam({ examId: "full", name: "Full exam", open: false, seatsLeft: 0 })] });
    const [closed, full] = screen.getAllByRole("article");
    expect(within(closed!).getByText("Registration closed")).toBeTruthy();
    expect(within(full!).getByText("Fully booked")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
  });

  it("says when no exam is coming", () => {
    renderExams({ exams: [] });
    expect(screen.getByText("No exams are scheduled at the moment. Please check again later.")).toBeTruthy();
  });
});

describe("registering", () => {
  it("signed out, opens the login dialog to come back here, and lists no admit cards", () => {
    const { callsOf } = renderExams({ students: null }, {}, null);
    fireEvent.click(registerButton());
    expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { successUrl: "/exams" } });
    expect(screen.queryByRole("dialog", { name: "Register for the exam" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Your admit cards" })).toBeNull();
    expect(callsOf("registerExam")).toEqual([]);
  });

  it("registers the chosen child and opens the admit card", async () => {
    const { callsOf, router } = renderExams({}, { registerExam: usAdmitCard() });
    fireEvent.click(registerButton());
    const choices = within(dialog()).getAllByRole("radio") as HTMLInputElement[];
    expect(choices.map((choice) => [choice.closest("label")!.textContent, choice.disabled])).toEqual([
      ["Mia ChenGrade 3", false],
      ["Leo ChenThis exam is not for Grade 10.", true],
      ["AvaGrade not set yet", false],
    ]);
    // Two children may sit it: the parent chooses.
    fireEvent.click(within(dialog()).getByRole("button", { name: "Register" }));
    expect(within(dialog()).getByText("Choose a child.")).toBeTruthy();
    expect(callsOf("registerExam")).toEqual([]);

    fireEvent.click(within(dialog()).getByRole("radio", { name: /Mia Chen/ }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/exams/admit-card/${REGISTRATION_ID}`));
    expect(callsOf("registerExam")).toEqual([{ examId: "us-math-olympiad-qualifier-2027", studentId: "u-1" }]);
    expect(screen.queryByRole("dialog", { name: "Register for the exam" })).toBeNull();
  });

  it.each([
    [ErrorCode.EXAM_REGISTRATION_CLOSED, "Registration for this exam has closed."],
    [ErrorCode.EXAM_NOT_FOR_GRADE, "This exam is not for your child's grade."],
    [ErrorCode.OUT_OF_STOCK, "All the seats of this exam have been taken."],
    [ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"],
  ])("says why the service refused (%i), in the dialog", async (code, text) => {
    renderExams({ students: [mia] }, { registerExam: new ApiError(code) });
    fireEvent.click(registerButton());
    // The only child who may sit it is chosen already.
    fireEvent.click(within(dialog()).getByRole("button", { name: "Register" }));
    expect((await within(dialog()).findByRole("alert")).textContent).toBe(text);
  });

  it("with the session gone, closes and opens the login dialog", async () => {
    renderExams({ students: [mia] }, { registerExam: new ApiError(ErrorCode.SESSION_INVALID) });
    fireEvent.click(registerButton());
    fireEvent.click(within(dialog()).getByRole("button", { name: "Register" }));
    await waitFor(() => expect(useLoginDialog.getState()).toMatchObject({ open: true, request: { successUrl: "/exams" } }));
    expect(screen.queryByRole("dialog", { name: "Register for the exam" })).toBeNull();
  });

  it("asks for the child's missing details (4125), saves them and registers again", async () => {
    let asked = 0;
    const { callsOf, router } = renderExams({ students: [mia, ava] }, { registerExam: () => (asked++ === 0 ? new ApiError(ErrorCode.REGISTRATION_INCOMPLETE) : usAdmitCard()), modifyUserInfo: null });
    fireEvent.click(registerButton());
    fireEvent.click(within(dialog()).getByRole("radio", { name: /Ava/ }));
    fireEvent.click(within(dialog()).getByRole("button", { name: "Register" }));

    const details = await screen.findByRole("dialog", { name: "Complete student information" });
    expect(within(dialog()).getByRole("alert").textContent).toBe("Please complete your child's details (name and grade) first, then register again.");
    await waitFor(() => expect(within(details).getByRole("option", { name: "Grade 3" })).toBeTruthy());
    fireEvent.change(within(details).getByLabelText("First name"), { target: { value: "Ava" } });
    fireEvent.change(within(details).getByLabelText("Last name"), { target: { value: "Chen" } });
    fireEvent.change(within(details).getByLabelText("Grade"), { target: { value: "103" } });
    fireEvent.click(within(details).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/exams/admit-card/${REGISTRATION_ID}`));
    expect(callsOf("modifyUserInfo")).toEqual([{ uid: "s-3", nickName: "Ava", firstName: "Ava", lastName: "Chen", gradeId: 103 }]);
    expect(callsOf("registerExam")).toEqual([
      { examId: "us-math-olympiad-qualifier-2027", studentId: "s-3" },
      { examId: "us-math-olympiad-qualifier-2027", studentId: "s-3" },
    ]);
  });
});

describe("the family's admit cards", () => {
  it("lists each, leading to its page", () => {
    renderExams({ admitCards: [usAdmitCard()] });
    const list = screen.getByRole("region", { name: "Your admit cards" });
    const link = within(list).getByRole("link", { name: "Mia Chen · Young Mathematicians Olympiad qualifier" });
    expect(link.getAttribute("href")).toBe(`/exams/admit-card/${REGISTRATION_ID}`);
    expect(within(list).getByText("YMO270001 · 12-12-2026 09:00–10:30")).toBeTruthy();
  });

  it("says there are none yet", () => {
    renderExams();
    expect(within(screen.getByRole("region", { name: "Your admit cards" })).getByText("No admit cards yet. Register your child for an exam to get one.")).toBeTruthy();
  });
});
