// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { clearCodeCountdowns, fakeApi, renderAccount, testCallContext, type Answers } from "../../../../tests/helpers/render-account.js";
import { useBindDialog } from "./bind-dialog-store.js";
import { BindDialogs } from "./BindDialogs.js";

const revalidate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({ useRevalidator: () => ({ revalidate, state: "idle" }) }));
vi.mock("../../shell/use-shell.js", () => ({ useShell: () => ({ site: fixtureSite("sg") }) }));

beforeEach(clearCodeCountdowns);
afterEach(() => {
  cleanup();
  act(() => useBindDialog.getState().close());
  revalidate.mockReset();
});

/** Opens the dialog through the store and waits for its code, which loads on the first opening. */
async function openBindContact(answers: Answers = {}) {
  const { call, api } = fakeApi(answers);
  renderAccount(<BindDialogs />, { api });
  act(() => useBindDialog.getState().openBindContact());
  await screen.findByRole("dialog");
  return {
    call,
    type: (value: string) => fireEvent.change(screen.getByLabelText("Mobile number or e-mail"), { target: { value } }),
    send: () => fireEvent.click(screen.getByRole("button", { name: "Send code" })),
    codeInput: () => screen.getByLabelText("Verification code") as HTMLInputElement,
  };
}

describe("bind phone-or-e-mail dialog", () => {
  it("is 480 px wide; the area code shows once the input is a phone", async () => {
    const { type } = await openBindContact();
    expect(document.querySelector("dialog")!.className).toContain("dialog--480");
    expect(screen.queryByRole("combobox", { name: "Country calling code" })).toBeNull();
    type("+8123");
    expect((screen.getByRole("combobox", { name: "Country calling code" }) as HTMLSelectElement).value).toBe("SG");
    type("mei@");
    expect(screen.queryByRole("combobox", { name: "Country calling code" })).toBeNull();
  });

  it("checks the contact, sends a scene-3 code and binds the phone", async () => {
    const { type, send, call, codeInput } = await openBindContact();
    type("81234567");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    expect(call.mock.calls.map(([name]) => name)).toEqual(["contactVerify", "sendLoginCode"]);
    expect(call).toHaveBeenCalledWith("contactVerify", { type: 0, contactInfo: "81234567", countryCallingCode: "+65" }, testCallContext);
    expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 3, type: 0, contactInfo: "81234567", countryCallingCode: "+65" }, testCallContext);
    expect(screen.getByText("We sent a 6-digit code to +65 81234567.")).toBeTruthy();
    expect(document.cookie).toContain("bind-phone-count=");
    expect(document.cookie).not.toContain("bind-email-count=");

    fireEvent.change(codeInput(), { target: { value: "654321" } });
    await waitFor(() => expect(document.querySelector("dialog")).toBeNull());
    expect(call).toHaveBeenLastCalledWith("bindPhone", { phone: "81234567", verificationCode: "654321", countryCallingCode: "+65" }, testCallContext);
    expect(revalidate).toHaveBeenCalled();
  });

  it("binds an e-mail with bindEmail, its countdown in bind-email-count", async () => {
    const { type, send, call, codeInput } = await openBindContact();
    type("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 3, type: 2, contactInfo: "mei@example.com", countryCallingCode: undefined }, testCallContext);
    expect(document.cookie).toContain("bind-email-count=");
    fireEvent.change(codeInput(), { target: { value: "654321" } });
    await waitFor(() => expect(call).toHaveBeenLastCalledWith("bindEmail", { email: "mei@example.com", verificationCode: "654321" }, testCallContext));
  });

  it("sends no code when the contact check fails, and shows the server's message", async () => {
    const { type, send, call } = await openBindContact({ contactVerify: new ApiError(ErrorCode.CONTACT_TAKEN, "This email or phone is already taken.") });
    type("mei@example.com");
    send();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This email or phone is already taken."));
    expect(call.mock.calls.map(([name]) => name)).toEqual(["contactVerify"]);
    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect((screen.getByRole("button", { name: "Send code" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("refuses a phone that does not fit the area code before calling anything", async () => {
    const { type, send, call } = await openBindContact();
    type("1234");
    send();
    expect(screen.getByText("Please enter a valid mobile number.")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("goes back to an empty entry step with the back arrow", async () => {
    const { type, send, codeInput } = await openBindContact();
    type("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect((screen.getByLabelText("Mobile number or e-mail") as HTMLInputElement).value).toBe("");
    expect(document.querySelector("dialog")!.getAttribute("aria-label")).toBe("Bind your mobile number or e-mail");
  });
});

describe("bind dialogs together", () => {
  it("do not take a bind e-mail code (scene 2) for a scene-3 one: the contact dialog sends its own", async () => {
    document.cookie = `bind-email-count=${encodeURIComponent(JSON.stringify({ contact: "2 mei@example.com", sentAt: Date.now() }))}; Path=/`;
    const { type, send, call, codeInput } = await openBindContact();
    type("mei@example.com");
    send();
    await waitFor(() => expect(codeInput()).toBeTruthy());
    expect(call.mock.calls.map(([name]) => name)).toEqual(["contactVerify", "sendLoginCode"]);
  });
});
