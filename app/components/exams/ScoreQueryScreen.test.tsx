// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { ScoreQueryScreen } from "./ScoreQueryScreen.js";

afterEach(cleanup);

const SCORE = { candidateNumber: "HC26A0001", examName: "Hope Cup Mathematics Invitational, autumn 2026", candidateInitials: "M. C.", score: 92, maxScore: 100, award: "Gold award" };

function renderQuery(answers: Answers = {}) {
  const api = fakeApi({ queryExamScore: SCORE, ...answers });
  const view = renderAccount(<ScoreQueryScreen />, { api: api.api, signedIn: null, path: "/exams/score" });
  return { ...view, ...api };
}

const numberInput = () => screen.getByLabelText("Candidate number") as HTMLInputElement;
const agree = () => screen.getByRole("checkbox", { name: /I have read and agree/ });
const lookUp = () => fireEvent.click(screen.getByRole("button", { name: "Look up" }));
const typeNumber = (value: string) => fireEvent.change(numberInput(), { target: { value } });

describe("the score query", () => {
  it("asks with the trimmed number and shows the exam, the candidate, the score and the award", async () => {
    const { callsOf } = renderQuery();
    expect(within(screen.getByText(/I have read and agree/)).getByRole("link", { name: "Terms of Use" }).getAttribute("href")).toBe("/terms-of-use");
    expect(within(screen.getByText(/I have read and agree/)).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    typeNumber("  hc26a0001 ");
    fireEvent.click(agree());
    lookUp();
    const result = await screen.findByRole("region", { name: "Result" });
    expect(within(result).getAllByRole("term").map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      "Exam: Hope Cup Mathematics Invitational, autumn 2026",
      "Candidate number: HC26A0001",
      "Candidate: M. C.",
      "Score: 92 / 100",
      "Award: Gold award",
    ]);
    expect(callsOf("queryExamScore")).toEqual([{ candidateNumber: "hc26a0001", agreed: true }]);
  });

  it("leaves out the initials and the award when there are none", async () => {
    renderQuery({ queryExamScore: { ...SCORE, candidateInitials: "", award: "" } });
    typeNumber("HC26A0001");
    fireEvent.click(agree());
    lookUp();
    const result = await screen.findByRole("region", { name: "Result" });
    expect(within(result).getAllByRole("term").map((term) => term.textContent)).toEqual(["Exam", "Candidate number", "Score"]);
  });

  it("requires the number and the policies, saying so under each, and asks nothing", () => {
    const { callsOf } = renderQuery();
    lookUp();
    expect(screen.getByText("The input is required.")).toBeTruthy();
    expect(screen.getByText("Please confirm the policies to continue")).toBeTruthy();
    expect(numberInput().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(numberInput());
    typeNumber("HC26A0001");
    expect(screen.queryByText("The input is required.")).toBeNull();
    lookUp();
    expect(document.activeElement).toBe(agree());
    expect(callsOf("queryExamScore")).toEqual([]);
  });

  it("refuses spaces, punctuation and special characters inline", () => {
    const { callsOf } = renderQuery();
    fireEvent.click(agree());
    for (const value of ["HC26A 0001", "HC26A-0001", "HC26A#1"]) {
      typeNumber(value);
      lookUp();
      expect(screen.getByText("Please enter letters and digits only, with no spaces, punctuation or special characters."), value).toBeTruthy();
    }
    typeNumber("A".repeat(21));
    expect(screen.getByText("A candidate number has at most 20 characters.")).toBeTruthy();
    expect(callsOf("queryExamScore")).toEqual([]);
  });

  it.each([
    [new ApiError(ErrorCode.NOT_FOUND_OR_ENDED, "No matching record found."), "No matching record found."],
    [new ApiError(ErrorCode.OPERATION_TOO_FREQUENT), "Operation too frequent"],
    [new ApiError(ErrorCode.NETWORK_ERROR), "Loading failed, please try again."],
  ])("says why there is no score: %s", async (error, text) => {
    renderQuery({ queryExamScore: error });
    typeNumber("HC26A0009");
    fireEvent.click(agree());
    lookUp();
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(screen.queryByRole("region", { name: "Result" })).toBeNull();
  });

  it("clears the last result while asking again", async () => {
    let asked = 0;
    renderQuery({ queryExamScore: () => (asked++ === 0 ? SCORE : new ApiError(ErrorCode.NOT_FOUND_OR_ENDED)) });
    typeNumber("HC26A0001");
    fireEvent.click(agree());
    lookUp();
    await screen.findByRole("region", { name: "Result" });
    typeNumber("HC26A0009");
    lookUp();
    await screen.findByRole("alert");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Result" })).toBeNull());
  });
});
