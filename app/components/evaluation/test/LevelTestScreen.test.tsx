// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { LevelTestView } from "../../../../schemas/api/calls/evaluations.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { LevelTestScreen } from "./LevelTestScreen.js";
import type { LevelTestPage } from "./level-test-page.js";
import { ATTEMPT_ID, EXAM_ID, REPORT_ID, UTOKEN, levelTestAttempt, levelTestView } from "./level-test-test-support.js";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PATH = `/evaluation/instruction/${EXAM_ID}?utoken=${UTOKEN}`;

function renderTest(page: LevelTestPage, answers: Answers = {}, locale = "us") {
  const api = fakeApi({ submitLevelTest: { reportId: REPORT_ID }, ...answers });
  const view = renderAccount(<LevelTestScreen page={page} />, { api: api.api, site: fixtureSite(locale), path: PATH });
  return { ...view, ...api };
}

const testPage = (test: Partial<LevelTestView> = {}): LevelTestPage => ({ kind: "test", utoken: UTOKEN, test: levelTestView(test) });
const underWay = (minutesLeft = 30, answers: (number | null)[] = [null, null, null]) => testPage({ leftChance: 1, attempt: levelTestAttempt(minutesLeft, answers) });

const radio = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;
const questionHeading = () => screen.getByRole("heading", { level: 2 }).textContent;
const navigatorLabels = () => within(screen.getByRole("navigation", { name: "Questions" })).getAllByRole("button").map((button) => button.getAttribute("aria-label"));
const reportLocation = `/report/contentPage?reportId=${REPORT_ID}`;
const location = (router: ReturnType<typeof renderTest>["router"]) => router.state.location.pathname + router.state.location.search;

describe("the instructions", () => {
  it("say what the test is, for whom, for how long, and start it: the first question, the clock running", async () => {
    const started = levelTestView({ leftChance: 1, attempt: levelTestAttempt() });
    const { callsOf } = renderTest(testPage(), { startLevelTest: started });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Middle primary math level test");
    const facts = [...document.querySelectorAll(".level-test__fact")].map((fact) => fact.textContent);
    expect(facts).toEqual(["StudentOlivia Miller", "SubjectMath", "GradeGrade 4", "Questions3", "Time30 minutes", "Attempts left2"]);
    expect(screen.getByText(/Answer each question on your own\./).textContent).toBe("Answer each question on your own.\nYou may use paper for working.");
    expect(screen.getByText(/You have 30 minutes, and the test is handed in by itself/)).toBeTruthy();
    expect(screen.queryByRole("complementary")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Start the test" }));
    await screen.findByRole("heading", { level: 2, name: "Question 1 of 3" });
    expect(callsOf("startLevelTest")).toEqual([{ utoken: UTOKEN }]);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Question 1 of 3" }));
    expect(screen.getByText("Topic: Number")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "What is 7 × 8?" })).getAllByRole("radio").map((choice) => choice.closest("label")!.textContent)).toEqual(["A54", "B56", "C64", "D48"]);
    expect(screen.getByRole("timer").textContent).toMatch(/^(30:00|29:59)$/);
    expect(navigatorLabels()).toEqual(["Question 1, not answered", "Question 2, not answered", "Question 3, not answered"]);
  });

  it("say why the test cannot start, and the button stays to try again", async () => {
    renderTest(testPage(), { startLevelTest: new ApiError(ErrorCode.NETWORK_ERROR) });
    fireEvent.click(screen.getByRole("button", { name: "Start the test" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The test could not be started. Please try again.");
    expect(screen.getByRole("button", { name: "Start the test" })).toBeTruthy();
  });
});

describe("the Singapore notice for young children", () => {
  it("asks a grown-up to sit with a P1 child on the sg site, and offers a teacher's assessment", () => {
    renderTest(testPage({ gradeId: 303, gradeName: "Primary 1" }), {}, "sg");
    const notice = screen.getByRole("complementary", { name: "For younger children" });
    expect(notice.textContent).toContain("This test is short. A grown-up should sit with your child during the test and may read the questions aloud.");
    expect(within(notice).getByRole("link", { name: "Book a free assessment" }).getAttribute("href")).toBe("/appointmentDiagnosis");
    // Above the Start button.
    expect(notice.compareDocumentPosition(screen.getByRole("button", { name: "Start the test" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not shown for P4 on the sg site", () => {
    renderTest(testPage({ gradeId: 306, gradeName: "Primary 4" }), {}, "sg");
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});

describe("answering", () => {
  it("saves each choice at once and marks the question answered", async () => {
    const { callsOf } = renderTest(underWay(), { saveLevelTestAnswer: { answers: [1, null, null] } });
    fireEvent.click(radio("56"));
    expect(radio("56").checked).toBe(true);
    expect(navigatorLabels()[0]).toBe("Question 1, answered");
    await waitFor(() => expect(callsOf("saveLevelTestAnswer")).toEqual([{ attemptId: ATTEMPT_ID, question: 0, choice: 1 }]));

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(questionHeading()).toBe("Question 2 of 3");
    expect(screen.getByText("Topic: Geometry")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(radio("56").checked).toBe(true);
  });

  it("keeps the previous answer and says so when a choice is not saved", async () => {
    renderTest(underWay(30, [2, null, null]), { saveLevelTestAnswer: new ApiError(ErrorCode.NETWORK_ERROR) });
    fireEvent.click(screen.getByRole("button", { name: "Question 1, answered" }));
    expect(radio("64").checked).toBe(true);
    fireEvent.click(radio("54"));
    expect((await screen.findByRole("alert")).textContent).toBe("Your answer to question 1 was not saved. Please check your connection and choose it again.");
    expect(radio("64").checked).toBe(true);
    expect(radio("54").checked).toBe(false);
  });

  it("carries on after a reload at the first unanswered question, with the kept answers", () => {
    renderTest(underWay(12, [1, null, 0]));
    expect(questionHeading()).toBe("Question 2 of 3");
    expect(navigatorLabels()).toEqual(["Question 1, answered", "Question 2, not answered", "Question 3, answered"]);
    expect(screen.getByText("2 of 3 answered")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Questions" }).querySelector("[aria-current='step']")!.textContent).toBe("2");
    expect(screen.getByRole("timer").textContent).toMatch(/^(12:00|11:59)$/);
    // Nothing was chosen to start, so nothing takes the focus.
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole("button", { name: "Question 3, answered" }));
    expect(radio("1/2").checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Question 3 of 3" }));
    // After the last question, Next goes back to the one left unanswered.
    fireEvent.click(screen.getByRole("button", { name: "Go to question 2" }));
    expect(questionHeading()).toBe("Question 2 of 3");
  });
});

describe("handing in", () => {
  it("asks first when questions are unanswered, then hands in and opens the report", async () => {
    const { callsOf, router } = renderTest(underWay(20, [1, null, null]));
    fireEvent.click(screen.getByRole("button", { name: "Hand in" }));
    const dialog = screen.getByRole("dialog", { name: "Hand in now?" });
    expect(dialog.textContent).toContain("2 questions are not answered yet: questions 2 and 3.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep answering" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsOf("submitLevelTest")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Hand in" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Hand in now?" })).getByRole("button", { name: "Hand in now" }));
    await waitFor(() => expect(location(router)).toBe(reportLocation));
    expect(callsOf("submitLevelTest")).toEqual([{ attemptId: ATTEMPT_ID }]);
  });

  it("hands in at once when every question is answered, after the last answer is saved", async () => {
    let saved = false;
    const { call, router } = renderTest(underWay(20, [1, 0, null]), {
      saveLevelTestAnswer: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        saved = true;
        return { answers: [1, 0, 2] };
      },
      submitLevelTest: () => {
        expect(saved).toBe(true);
        return { reportId: REPORT_ID };
      },
    });
    fireEvent.click(radio("3/5"));
    fireEvent.click(screen.getByRole("button", { name: "Hand in" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(location(router)).toBe(reportLocation));
    expect(call.mock.calls.map(([name]) => name)).toEqual(["saveLevelTestAnswer", "submitLevelTest"]);
  });

  it("says when handing in failed, and hands in again", async () => {
    let asked = 0;
    const { router } = renderTest(underWay(20, [1, 0, 2]), { submitLevelTest: () => (asked++ === 0 ? new ApiError(ErrorCode.NETWORK_ERROR) : { reportId: REPORT_ID }) });
    fireEvent.click(screen.getByRole("button", { name: "Hand in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The test could not be handed in. Please try again.");
    fireEvent.click(screen.getByRole("button", { name: "Hand in again" }));
    await waitFor(() => expect(location(router)).toBe(reportLocation));
  });

  it("hands in by itself when the time is up, telling screen readers at 5 minutes and 1 minute left", async () => {
    vi.useFakeTimers();
    const { callsOf, router } = renderTest(testPage({ attempt: levelTestAttempt(5 + 2 / 60, [1, null, null]) }));
    const told = () => document.querySelector(".level-test__clock [role='status']")!.textContent;
    expect(screen.getByRole("timer").textContent).toBe("05:02");
    expect(told()).toBe("");
    act(() => void vi.advanceTimersByTime(1000));
    expect([screen.getByRole("timer").textContent, told()]).toEqual(["05:01", ""]);
    act(() => void vi.advanceTimersByTime(2000));
    expect([screen.getByRole("timer").textContent, told()]).toEqual(["04:59", "5 minutes left."]);
    act(() => void vi.advanceTimersByTime(240_000));
    expect([screen.getByRole("timer").textContent, told()]).toEqual(["00:59", "1 minute left."]);
    expect(callsOf("submitLevelTest")).toEqual([]);

    await act(async () => void vi.advanceTimersByTime(59_000));
    expect(screen.getByRole("timer").textContent).toBe("00:00");
    expect(callsOf("submitLevelTest")).toEqual([{ attemptId: ATTEMPT_ID }]);
    expect(radio("6").disabled).toBe(true);
    await act(async () => undefined);
    expect(location(router)).toBe(reportLocation);
  });

  it("hands in at once after a reload past the end of the time", async () => {
    const { callsOf, router } = renderTest(underWay(-0.2, [1, null, null]));
    await waitFor(() => expect(location(router)).toBe(reportLocation));
    expect(callsOf("submitLevelTest")).toEqual([{ attemptId: ATTEMPT_ID }]);
  });

  it("hands in when the service says the time is up as an answer is saved (4170)", async () => {
    const { callsOf, router } = renderTest(underWay(), { saveLevelTestAnswer: new ApiError(ErrorCode.LEVEL_TEST_OVER) });
    fireEvent.click(radio("56"));
    await waitFor(() => expect(location(router)).toBe(reportLocation));
    expect(callsOf("submitLevelTest")).toEqual([{ attemptId: ATTEMPT_ID }]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("when the test cannot be taken", () => {
  it("says the link has expired and leads back to the evaluation page (4172 on loading)", () => {
    renderTest({ kind: "expired" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This test link has expired");
    expect(screen.getByText(/Please start the test again from the evaluation page\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the evaluation page" }).getAttribute("href")).toBe("/evaluation");
  });

  it("says the link has expired when starting finds it so (4172)", async () => {
    renderTest(testPage(), { startLevelTest: new ApiError(ErrorCode.EXAM_LINK_INVALID) });
    fireEvent.click(screen.getByRole("button", { name: "Start the test" }));
    const heading = await screen.findByRole("heading", { level: 1, name: "This test link has expired" });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
  });

  it("says no attempt is left, with the last report", () => {
    renderTest(testPage({ leftChance: 0, lastReportId: REPORT_ID }));
    expect(screen.getByText("Olivia Miller has taken this test as many times as allowed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the last report" }).getAttribute("href")).toBe(reportLocation);
    expect(screen.getByRole("link", { name: "Book a free assessment with a teacher" }).getAttribute("href")).toBe("/appointmentDiagnosis");
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
  });

  it("says no attempt is left when starting finds it so (4171), without a report when there is none", async () => {
    renderTest(testPage(), { startLevelTest: new ApiError(ErrorCode.NO_ATTEMPTS_LEFT) });
    fireEvent.click(screen.getByRole("button", { name: "Start the test" }));
    const text = await screen.findByText("Olivia Miller has taken this test as many times as allowed.");
    expect(document.activeElement).toBe(text);
    expect(screen.queryByRole("link", { name: "See the last report" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start the test" })).toBeNull();
  });
});
