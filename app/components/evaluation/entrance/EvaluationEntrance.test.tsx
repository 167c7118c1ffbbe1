// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { entrancePage, ethan, fakeTab } from "./entrance-test-support.js";
import type { EntrancePage, WecomLink } from "./entrance-loader.server.js";
import { EvaluationEntrance } from "./EvaluationEntrance.js";

const TICKET = { goExamUrl: "https://exams.example/take?examId=e-7", utoken: "payload.signature" };
const LINK: WecomLink = { externalUserId: "wm-contact-1", sourceId: "src-9" };

let tab: ReturnType<typeof fakeTab>;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  tab = fakeTab();
  open = vi.fn(() => tab);
  vi.stubGlobal("open", open);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useLoginDialog.setState({ open: false, request: {} });
});

function renderEntrance({ page = entrancePage(), wecomLink = null, answers = {} }: { page?: EntrancePage; wecomLink?: WecomLink | null; answers?: Answers } = {}) {
  const fake = fakeApi({ evaluationGoto: TICKET, bindWx: null, ...answers });
  const view = renderAccount(<EvaluationEntrance page={page} wecomLink={wecomLink} />, { api: fake.api, signedIn: ethan, language: "en", path: "/evaluation" });
  return { ...view, ...fake };
}

const startButton = () => screen.getByRole("button", { name: /^(Start the level test|Opening the test…)$/ });
const gradeSelect = () => screen.getByRole("combobox", { name: /Grade of the test/ }) as HTMLSelectElement;

describe("the evaluation entrance", () => {
  it("starts the chosen child's test in a tab opened within the click, sent on with the utoken", async () => {
    const { callsOf } = renderEntrance();
    expect((screen.getByRole("radio", { name: /Ethan Miller/ }) as HTMLInputElement).checked).toBe(true);
    expect(gradeSelect().value).toBe("3");

    fireEvent.click(startButton());
    // Opened before any answer, or a pop-up blocker would refuse it.
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe("https://exams.example/take?examId=e-7&utoken=payload.signature"));
    expect(callsOf("evaluationGoto")).toEqual([{ studentId: "u-1", gradeId: 3 }]);
    expect(callsOf("bindWx")).toEqual([]);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("goes to the test in this window where the tab was blocked", async () => {
    open.mockReturnValue(null);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderEntrance();
    fireEvent.click(startButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://exams.example/take?examId=e-7&utoken=payload.signature"));
    assign.mockRestore();
  });

  it("binds the WeCom contact of the link to the chosen child once, before the first start", async () => {
    const { call, callsOf } = renderEntrance({ wecomLink: LINK });
    fireEvent.click(startButton());
    await waitFor(() => expect(tab.location.href).toContain("utoken="));
    expect(call.mock.calls.map(([name]) => name)).toEqual(["bindWx", "evaluationGoto"]);

    tab = fakeTab();
    fireEvent.click(startButton());
    await waitFor(() => expect(tab.location.href).toContain("utoken="));
    expect(callsOf("bindWx")).toEqual([{ externalUserId: "wm-contact-1", studentId: "u-1", fromType: 2, sourceId: "src-9" }]);
    expect(callsOf("evaluationGoto")).toHaveLength(2);
  });

  it("still starts the test when the binding fails, and tries to bind again next time", async () => {
    const { callsOf } = renderEntrance({ wecomLink: LINK, answers: { bindWx: new ApiError(ErrorCode.NOT_FOUND_OR_ENDED) } });
    fireEvent.click(startButton());
    await waitFor(() => expect(tab.location.href).toContain("utoken="));
    fireEvent.click(startButton());
    await waitFor(() => expect(callsOf("bindWx")).toHaveLength(2));
  });

  it("asks for a grade for a child who has none, then starts at the grade chosen", async () => {
    const { callsOf } = renderEntrance();
    fireEvent.click(screen.getByRole("radio", { name: /Olivia Miller/ }));
    expect(screen.getByRole("radio", { name: /Olivia Miller/ }).closest("label")!.textContent).toContain("No grade yet");
    expect(gradeSelect().value).toBe("");
    fireEvent.click(startButton());
    expect(screen.getByText("Choose the grade of the test.")).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    fireEvent.change(gradeSelect(), { target: { value: "4" } });
    fireEvent.click(startButton());
    await waitFor(() => expect(callsOf("evaluationGoto")).toEqual([{ studentId: "s-2", gradeId: 4 }]));
  });

  it("offers the subjects with a test when there are several, and starts the one chosen", async () => {
    const subjects = [
      { id: 1, name: "Math" },
      { id: 2, name: "English" },
    ];
    const { callsOf } = renderEntrance({ page: entrancePage({ subjects, preselected: { studentId: "u-1", gradeId: 3, subjectId: 1 } }) });
    fireEvent.change(screen.getByRole("combobox", { name: "Subject" }), { target: { value: "2" } });
    fireEvent.click(startButton());
    await waitFor(() => expect(callsOf("evaluationGoto")).toEqual([{ studentId: "u-1", gradeId: 3, subjectId: 2 }]));
  });

  it("starts with the child and grade a link preselected", async () => {
    const { callsOf } = renderEntrance({ page: entrancePage({ preselected: { studentId: "s-2", gradeId: 4, subjectId: null } }) });
    expect((screen.getByRole("radio", { name: /Olivia Miller/ }) as HTMLInputElement).checked).toBe(true);
    expect(gradeSelect().value).toBe("4");
    fireEvent.click(startButton());
    await waitFor(() => expect(callsOf("evaluationGoto")).toEqual([{ studentId: "s-2", gradeId: 4 }]));
  });

  it.each([
    [ErrorCode.NO_ATTEMPTS_LEFT, new ApiError(ErrorCode.NO_ATTEMPTS_LEFT), "This test has been taken as many times as allowed. Please contact us to arrange an assessment."],
    [ErrorCode.NOT_FOUND_OR_ENDED, new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No level test places this grade yet."), "No level test places this grade yet."],
    [ErrorCode.NETWORK_ERROR, new ApiError(ErrorCode.NETWORK_ERROR), "Loading failed, please check your connection."],
  ])("closes the tab again and shows why the test did not open (%i)", async (_code, failure, message) => {
    renderEntrance({ answers: { evaluationGoto: failure } });
    fireEvent.click(startButton());
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe("");
  });

  it("opens the login dialog when the session has ended", async () => {
    renderEntrance({ answers: { evaluationGoto: new ApiError(ErrorCode.SESSION_INVALID) } });
    fireEvent.click(startButton());
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true));
    expect(tab.close).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("opens the qualification code dialog for the chosen child, and links to past results", async () => {
    renderEntrance();
    fireEvent.click(screen.getByRole("radio", { name: /Olivia Miller/ }));
    fireEvent.click(screen.getByRole("button", { name: "I have a qualification code" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Qualification code" }));
    expect(dialog.getByText(/to set Olivia Miller's level/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See past test results" }).getAttribute("href")).toBe("/test/test-results");
  });
});
