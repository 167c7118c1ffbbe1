// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { clearCodeCountdowns, fakeApi, renderAccount, testCallContext, type Answers } from "../../../../tests/helpers/render-account.js";
import { useBindDialog } from "./bind-dialog-store.js";
import { BindDialogs } from "./BindDialogs.js";

const revalidate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({ useRevalidator: () => ({ revalidate, state: "idle" }) }));

beforeEach(() => {
  clearCodeCountdowns();
  useLoginDialog.setState({ open: false, request: {} });
});
afterEach(() => {
  cleanup();
  act(() => useBindDialog.getState().close());
  revalidate.mockReset();
});

/** Opens the dialog through the store and waits for its code, which loads on the first opening. */
async function openBindEmail(answers: Answers = {}, onBound?: () => void) {
  const { call, api } = fakeApi(answers);
  renderAccount(<BindDialogs />, { api });
  act(() => useBindDialog.getState().openBindEmail({ onBound }));
  await screen.findByRole("dialog");
  const emailInput = () => screen.getByLabelText("E-mail") as HTMLInputElement;
  const sendButton = () => screen.getByRole("button", { name: "Send code" }) as HTMLButtonElement;
  return {
    call,
    emailInput,
    sendButton,
    typeEmail: (value: string) => fireEvent.change(emailInput(), { target: { value } }),
    send: () => fireEvent.click(sendButton()),
    codeInput: () => screen.getByLabelText("Verification code") as HTMLInputElement,
  };
}

describe("bind e-mail dialog", () => {
  it("is 512 px wide and titled for binding an e-mail", async () => {
    await openBindEmail();
    const dialog = document.querySelector("dialog")!;
    expect(dialog.className).toContain("dialog--512");
    expect(dialog.getAttribute("aria-label")).toBe("Bind your e-mail");
  });

  it("enables sending only with text that has an @ after its first character", async () => {
    const { typeEmail, sendButton } = await openBindEmail();
    expect(sendButton().disabled).toBe(true);
    typeEmail("mei");
    expect(sendButton().disabled).toBe(true);
    typeEmail("@example.com");
    expect(sendButton().disabled).toBe(true);
    typeEmail("m@");
    expect(sendButton().disabled).toBe(false);
  });

  it("says 'Please enter a valid Email address.' when the pattern fails, and sends nothing", async () => {
    const { typeEmail, send, call, emailInput } = await openBindEmail();
    typeEmail("mei@example");
    send();
    expect(screen.getByText("Please enter a valid Email address.")).toBeTruthy();
    expect(emailInput().getAttribute("aria-invalid")).toBe("true");
    expect(call).not.toHaveBeenCalled();
  });

  it("sends a scene-2 code without a calling code, shows the code box and the confirm title, then binds", async () => {
    const onBound = vi.fn();
    const { typeEmail, send, call, codeInput } = await openBindEmail({}, onBound);
    typeEmail(" mei@example.com ");
    send();
    await waitFor(() => expect(document.querySelector("dialog")!.getAttribute("aria-label")).toBe("Enter the verification code"));
    expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 2, type: 2, contactInfo: "mei@example.com", countryCallingCode: undefined }, testCallContext);
    expect(screen.getByText("We sent a 6-digit code to mei@example.com.")).toBeTruthy();
    expect((screen.getByRole("button", { name: /Resend in \d+ s/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.cookie).toContain("bind-email-count=");

    fireEvent.change(codeInput(), { target: { value: "12345" } });
    expect((screen.getByRole("button", { name: "Confirm" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: "123456" } });
    await waitFor(() => expect(document.querySelector("dialog")).toBeNull());
    expect(call).toHaveBeenLastCalledWith("bindEmail", { email: "mei@example.com", verificationCode: "123456" }, testCallContext);
    expect(call.mock.calls.filter(([name]) => name === "bindEmail")).toHaveLength(1);
    expect(revalidate).toHaveBeenCalled();
    expect(onBound).toHaveBeenCalled();
  });

  it("goes back to an empty entry step with the back arrow", async () => {
    const { typeEmail, send, emailInput, sendButton, codeInput } = await openBindEmail();
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    fireEvent.change(codeInput(), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(document.querySelector("dialog")!.getAttribute("aria-label")).toBe("Bind your e-mail");
    expect(emailInput().value).toBe("");
    expect(sendButton().disabled).toBe(true);
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });

  it("does not send again to the same address within 60 s: the countdown resumes", async () => {
    const { typeEmail, send, call, codeInput } = await openBindEmail();
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    expect(call.mock.calls.filter(([name]) => name === "sendLoginCode")).toHaveLength(1);
    expect(screen.getByRole("button", { name: /Resend in \d+ s/ })).toBeTruthy();
  });

  it("on code 9 closes and opens the login dialog", async () => {
    const { typeEmail, send, codeInput } = await openBindEmail({ bindEmail: new ApiError(ErrorCode.SESSION_INVALID) });
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    fireEvent.change(codeInput(), { target: { value: "123456" } });
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true));
    expect(useBindDialog.getState().open).toBeNull();
    expect(document.querySelector("dialog")).toBeNull();
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong code and keeps the dialog open", async () => {
    const { typeEmail, send, codeInput } = await openBindEmail({ bindEmail: new ApiError(ErrorCode.CODE_INCORRECT, "Incorrect OTP entered.") });
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    fireEvent.change(codeInput(), { target: { value: "123456" } });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Incorrect OTP entered."));
    expect(codeInput().disabled).toBe(false);
  });

  it("shows the server's message when the code cannot be sent, and sending works again", async () => {
    const { typeEmail, send, sendButton } = await openBindEmail({ sendLoginCode: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent") });
    typeEmail("mei@example.com");
    send();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Operation too frequent"));
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByLabelText("Verification code")).toBeNull();
  });
});
