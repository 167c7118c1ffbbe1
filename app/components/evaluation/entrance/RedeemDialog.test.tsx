// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, renderAccount, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { ethan } from "./entrance-test-support.js";
import { RedeemDialog } from "./RedeemDialog.js";
import type { RedeemResult } from "./redeem-status.js";

afterEach(() => {
  cleanup();
  useLoginDialog.setState({ open: false, request: {} });
});

const RESULT: RedeemResult = {
  isRedeem: false,
  levelDegreeName: "Advanced",
  levelDegreeOrder: 3,
  subjectName: "Math",
  gradeList: [{ gradeName: "Grade 3" }, { gradeName: "Grade 4" }],
  reportId: "6d1f8c2a-7b3e-4f5a-9c0d-1e2f3a4b5c6d",
};

function renderDialog(answers: Answers = {}) {
  const onClose = vi.fn();
  const fake = fakeApi({ applyEvaluationRedeem: RESULT, ...answers });
  const view = renderAccount(<RedeemDialog open student={{ uid: "s-2", name: "Olivia Miller" }} onClose={onClose} />, {
    api: fake.api,
    signedIn: ethan,
    language: "en",
    path: "/evaluation",
  });
  return { ...view, ...fake, onClose, dialog: within(screen.getByRole("dialog", { name: "Qualification code" })) };
}

const codeInput = (dialog: ReturnType<typeof renderDialog>["dialog"]) => dialog.getByRole("textbox", { name: "Qualification code" }) as HTMLInputElement;

function redeem(dialog: ReturnType<typeof renderDialog>["dialog"], code: string) {
  fireEvent.change(codeInput(dialog), { target: { value: code } });
  fireEvent.click(dialog.getByRole("button", { name: "Redeem" }));
}

describe("the qualification code dialog", () => {
  it("status 0: requires a code and asks nothing of the service without one", () => {
    const { dialog, call } = renderDialog();
    fireEvent.click(dialog.getByRole("button", { name: "Redeem" }));
    expect(dialog.getByText("Please enter your code.")).toBeTruthy();
    expect(codeInput(dialog).getAttribute("aria-invalid")).toBe("true");
    redeem(dialog, "    ");
    expect(dialog.getByText("Please enter your code.")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("takes at most 11 characters", () => {
    const { dialog, call } = renderDialog();
    expect(codeInput(dialog).maxLength).toBe(11);
    redeem(dialog, "ABCDE-123456");
    expect(dialog.getByText("The code has at most 11 characters.")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("trims the code when the field is left, and redeems it for the child", async () => {
    const { dialog, callsOf } = renderDialog();
    fireEvent.change(codeInput(dialog), { target: { value: "  lvl-2024  " } });
    fireEvent.blur(codeInput(dialog));
    expect(codeInput(dialog).value).toBe("lvl-2024");
    fireEvent.click(dialog.getByRole("button", { name: "Redeem" }));
    await dialog.findByRole("status");
    expect(callsOf("applyEvaluationRedeem")).toEqual([{ code: "lvl-2024", uid: "s-2" }]);
  });

  it("status 1: names the level, subject and grades, with the classes the code recommends", async () => {
    const { dialog } = renderDialog();
    redeem(dialog, "LVL-2024");
    expect((await dialog.findByRole("status")).textContent).toBe("The code is redeemed: Olivia Miller's level is set.");
    const facts = [...dialog.getAllByRole("term")].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(["Level: Advanced", "Subject: Math", "Grades: Grade 3, Grade 4"]);
    expect(dialog.getByRole("link", { name: "See the recommended classes" }).getAttribute("href")).toBe("/test/recommended-classes/LVL-2024");
  });

  it("status 2: says the child had redeemed the code already, with the same level", async () => {
    const { dialog } = renderDialog({ applyEvaluationRedeem: { ...RESULT, isRedeem: true } });
    redeem(dialog, "LVL-2024");
    expect((await dialog.findByRole("status")).textContent).toBe("Olivia Miller has already redeemed this code.");
    expect(dialog.getByText("Advanced")).toBeTruthy();
  });

  it.each([
    [ErrorCode.NOT_FOUND_OR_ENDED, "This event has ended."],
    [ErrorCode.REDEEM_NEW_STUDENTS_ONLY, "This offer is for new students only."],
    [ErrorCode.REDEEM_ALREADY_PARTICIPATED, "You have already participated in this event."],
    [ErrorCode.REDEEM_ALREADY_PARTICIPATED_OTHER, "You have already participated in this event."],
    [ErrorCode.COUPON_NOT_FOUND, "Promo code not found. Please try again"],
  ])("status -1 (%i): says why, with the school's phone and e-mail, and lets the parent try again", async (code, message) => {
    const { dialog } = renderDialog({ applyEvaluationRedeem: new ApiError(code, "the server's own words") });
    redeem(dialog, "LVL-2024");
    expect((await dialog.findByRole("alert")).textContent).toBe(message);
    const { contact } = fixtureSite("us");
    expect(dialog.getByRole("link", { name: contact.phone }).getAttribute("href")).toMatch(/^tel:\+?\d+$/);
    expect(dialog.getByRole("link", { name: contact.email }).getAttribute("href")).toBe(`mailto:${contact.email}`);

    fireEvent.click(dialog.getByRole("button", { name: "Try again" }));
    expect(codeInput(dialog).value).toBe("");
  });

  it("stays at the input when the service did not answer", async () => {
    const { dialog } = renderDialog({ applyEvaluationRedeem: new ApiError(ErrorCode.NETWORK_ERROR) });
    redeem(dialog, "LVL-2024");
    expect((await dialog.findByRole("alert")).textContent).toBe("Loading failed, please check your connection.");
    expect(codeInput(dialog).value).toBe("LVL-2024");
  });

  it("closes and opens the login dialog when the session has ended", async () => {
    const { dialog, onClose } = renderDialog({ applyEvaluationRedeem: new ApiError(ErrorCode.SESSION_INVALID) });
    redeem(dialog, "LVL-2024");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(useLoginDialog.getState().open).toBe(true);
  });
});
