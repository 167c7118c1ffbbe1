// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { clearCodeCountdowns, fakeApi, renderAccount, testCallContext, type Answers } from "../../../../tests/helpers/render-account.js";
import { student } from "../../../../tests/helpers/sample-accounts.js";
import { SecuritySettings } from "./SecuritySettings.js";

const revalidate = vi.hoisted(() => vi.fn());
vi.mock("@remix-run/react", () => ({ useRevalidator: () => ({ revalidate, state: "idle" }) }));
vi.mock("../../shell/use-shell.js", () => ({ useShell: () => ({ site: fixtureSite("sg"), user: { uid: "student-1" } }) }));

beforeEach(clearCodeCountdowns);
afterEach(() => {
  cleanup();
  revalidate.mockReset();
});

const mei = student({
  uid: "student-1",
  card: "TA0001",
  nickName: "Mei",
  firstName: "Mei",
  lastName: "Tan",
  gradeId: 4,
  gradeName: "Grade 4",
  email: "mei@example.com",
  phone: "81234567",
  countryCallingCode: "+65",
  isRegistrationAccount: true,
});

function renderSecurity(answers: Answers = {}, who: Student = mei) {
  const { call, api } = fakeApi(answers);
  renderAccount(<SecuritySettings student={who} />, { api });
  const button = (name: string | RegExp) => screen.getByRole("button", { name }) as HTMLButtonElement;
  const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { call, button, input, type: (label: string, value: string) => fireEvent.change(input(label), { target: { value } }) };
}

describe("account security", () => {
  it("says whose account it is and shows its phone and e-mail masked", () => {
    renderSecurity();
    expect(screen.getByText("Mei Tan")).toBeTruthy();
    expect(screen.getByText("Student account · signed in")).toBeTruthy();
    expect(screen.getByText("+65 81****67")).toBeTruthy();
    expect(screen.getByText("**i@example.com")).toBeTruthy();
  });

  it("sends a code to the current phone and one to the new phone, then changes it with both", async () => {
    const { call, button, type } = renderSecurity({ modifyUserInfoByCode: { phone: "91234567", email: "mei@example.com", countryCallingCode: "+65" } });
    fireEvent.click(button("Change mobile number"));
    expect(screen.getByText("1. Confirm it is you: a code to +65 81****67")).toBeTruthy();
    expect(button("Save").disabled).toBe(true);

    const [sendCurrent, sendNew] = screen.getAllByRole("button", { name: "Send code" }) as HTMLButtonElement[];
    fireEvent.click(sendCurrent!);
    await waitFor(() => expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 4, type: 0, contactInfo: "81234567", countryCallingCode: "+65" }, testCallContext));
    await waitFor(() => expect(screen.getByRole("button", { name: /Resend in \d+ s/ })).toBeTruthy());

    type("New mobile number", "91234567");
    fireEvent.click(sendNew!);
    await waitFor(() => expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 4, type: 0, contactInfo: "91234567", countryCallingCode: "+65" }, testCallContext));

    type("Code from your current contact", "111111");
    await waitFor(() => expect((screen.getByLabelText("Code from the new contact") as HTMLInputElement).disabled).toBe(false));
    type("Code from the new contact", "222222");
    fireEvent.click(button("Save"));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Your mobile number is now +65 91****67."));
    expect(call).toHaveBeenLastCalledWith(
      "modifyUserInfoByCode",
      {
        phone: "81234567",
        countryCallingCode: "+65",
        verificationCode: "111111",
        targetPhone: "91234567",
        targetCountryCallingCode: "+65",
        targetVerificationCode: "222222",
      },
      testCallContext,
    );
    expect(revalidate).toHaveBeenCalled();
    expect(screen.queryByLabelText("New mobile number")).toBeNull();
  });

  it("goes on with a code sent less than 60 s ago when the form is opened again", async () => {
    const { call, button } = renderSecurity();
    fireEvent.click(button("Change mobile number"));
    fireEvent.click(screen.getAllByRole("button", { name: "Send code" })[0]!);
    await waitFor(() => expect(screen.getByRole("button", { name: /Resend in \d+ s/ })).toBeTruthy());
    fireEvent.click(button("Cancel"));
    fireEvent.click(button("Change mobile number"));
    fireEvent.click(screen.getAllByRole("button", { name: "Send code" })[0]!);
    await waitFor(() => expect(screen.getByRole("button", { name: /Resend in \d+ s/ })).toBeTruthy());
    expect(call).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain("bind-phone-count=");
  });

  it("refuses an invalid new e-mail before sending it a code", () => {
    const { call, button, type } = renderSecurity();
    fireEvent.click(button("Change e-mail"));
    type("New e-mail", "new@example");
    fireEvent.click(screen.getAllByRole("button", { name: "Send code" })[1]!);
    expect(screen.getByText("Please enter a valid e-mail.")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it("asks for a new code once the new contact is edited", async () => {
    const { call, button, type, input } = renderSecurity();
    fireEvent.click(button("Change e-mail"));
    const [sendCurrent, sendNew] = screen.getAllByRole("button", { name: "Send code" }) as HTMLButtonElement[];
    fireEvent.click(sendCurrent!);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    type("New e-mail", "new@example.com");
    fireEvent.click(sendNew!);
    await waitFor(() => expect(call).toHaveBeenCalledWith("sendLoginCode", { scene: 4, type: 2, contactInfo: "new@example.com", countryCallingCode: undefined }, testCallContext));
    type("Code from your current contact", "111111");
    await waitFor(() => expect(input("Code from the new contact").disabled).toBe(false));
    type("Code from the new contact", "222222");
    expect(button("Save").disabled).toBe(false);

    type("New e-mail", "other@example.com");
    expect(input("Code from the new contact").value).toBe("");
    expect(button("Save").disabled).toBe(true);

    type("New e-mail", "new@example.com");
    await waitFor(() => expect(screen.getAllByRole("button", { name: /Resend in \d+ s/ })).toHaveLength(2));
  });

  it("shows the server's message when the change is refused", async () => {
    const { button, type, input } = renderSecurity({ modifyUserInfoByCode: new ApiError(ErrorCode.CONTACT_TAKEN, "This email or phone is already taken.") });
    fireEvent.click(button("Change e-mail"));
    const [sendCurrent, sendNew] = screen.getAllByRole("button", { name: "Send code" }) as HTMLButtonElement[];
    fireEvent.click(sendCurrent!);
    type("New e-mail", "new@example.com");
    await waitFor(() => expect(sendNew!.disabled).toBe(false));
    fireEvent.click(sendNew!);
    await waitFor(() => expect(input("Code from the new contact").disabled).toBe(false));
    type("Code from your current contact", "111111");
    type("Code from the new contact", "222222");
    fireEvent.click(button("Save"));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This email or phone is already taken."));
    expect(revalidate).not.toHaveBeenCalled();
  });

  it("adds an e-mail proven by the phone when the account has none", () => {
    renderSecurity({}, { ...mei, email: null });
    fireEvent.click(screen.getByRole("button", { name: "Add e-mail" }));
    expect(screen.getByText("1. Confirm it is you: a code to +65 81****67")).toBeTruthy();
  });

  it("says so when the account has no contact to prove a change with", () => {
    renderSecurity({}, { ...mei, email: null, phone: null, countryCallingCode: null });
    expect(screen.getAllByText(/no mobile number or e-mail to confirm a change/)).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
