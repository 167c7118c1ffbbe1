// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { clearCodeCountdowns, fakeApi, renderAccount, testCallContext, type Answers } from "../../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../../tests/helpers/render-view.js";
import { unpaidReminderKey } from "../../../lib/account/after-login.js";
import { COUNTDOWN_COOKIES, sendRecordCookie } from "../../../lib/account/code-countdown.js";
import { LoginMode, useLoginDialog, type LoginRequest } from "../../../lib/account/login-dialog.js";
import { LoginDialog } from "./LoginDialog.js";
import type { IdTokenSource, ProviderSdk, ThirdPartyProvider } from "./third-party.js";
import { ProviderCancelledError, ProviderUnavailableError } from "./third-party-sdk.js";

/** The providers the deployment configured, as the root loader hands them to the page. */
const shellExtras = vi.hoisted(() => ({ thirdPartySignIn: {} as Partial<Record<string, string>> }));
vi.mock("../../shell/use-shell.js", async (importOriginal) => {
  const original = await importOriginal<{ useShell: () => object }>();
  return { useShell: () => ({ ...original.useShell(), ...shellExtras }) };
});

const defaultAnswers: Answers = {
  preCheckAccount: { exist: false, related: [] },
  commonLogin: { unifiedAccessToken: "token-1", uid: "u-1", newUser: true },
  unpaidRemind: { toBeContinueSku: [], inCartSku: [], total: 0 },
  thirdPartyToken: { uid: "u-9", token: "token-9", newUser: false },
};

/** A related account as preCheckAccount gives it: masked contacts and an opaque reference, never the address. */
const relatedPhoneAccount = {
  ref: "sealed-ref-1",
  type: 0,
  desensitizedPhone: "+65 91****67",
  desensitizedEmail: null,
  avatar: "/avatars/1.png",
} as const;

function renderDialog(options: { locale?: string; answers?: Answers; idTokenFor?: IdTokenSource } = {}) {
  const { api, call, callsOf } = fakeApi({ ...defaultAnswers, ...options.answers });
  const { router, rootLoads } = renderAccount(<LoginDialog idTokenFor={options.idTokenFor} />, {
    api,
    signedIn: null,
    site: fixtureSite(options.locale ?? "us"),
    path: "/",
    pages: [{ path: "order/list", element: <p>Order list</p> }],
  });
  return { call, callsOf, router, rootLoads };
}

/** Opens the dialog and waits for its code, which loads on the first opening. */
async function open(request: LoginRequest = {}) {
  act(() => useLoginDialog.getState().openLogin(request));
  return screen.findByRole("dialog");
}

const contactInput = () => screen.getByLabelText("Mobile number or e-mail");
const codeInput = () => screen.getByLabelText("Verification code");
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const agree = () => fireEvent.click(screen.getByRole("checkbox", { name: /I have read and agree/ }));
const backButton = () => screen.queryByRole("button", { name: "Back" });

async function sendCodeTo(contact: string) {
  type(contactInput(), contact);
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  await waitFor(() => expect(codeInput()).toBeTruthy());
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  act(() => useLoginDialog.setState({ open: false, request: {} }));
  clearCodeCountdowns();
  vi.useRealTimers();
});

describe("LoginDialog", () => {
  it("stays closed until asked, then opens in sign-in mode as a 440 px dialog that a backdrop click does not close", async () => {
    renderDialog();
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await open();
    expect(dialog.getAttribute("aria-label")).toBe("Sign in");
    expect(dialog.className).toContain("dialog--440");
    expect(within(dialog).getByRole("img", { name: fixtureSite("us").schoolName }).getAttribute("src")).toBe("/images/logo.svg");
    fireEvent.click(dialog);
    expect(useLoginDialog.getState().open).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(useLoginDialog.getState().open).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("titles an appointment's login differently and switches modes with its links", async () => {
    renderDialog();
    const dialog = await open({ appointment: true });
    expect(dialog.getAttribute("aria-label")).toBe("Sign in to book your assessment");
    fireEvent.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("Sign up to book your assessment");
    expect(screen.getByText("Already have an account?")).toBeTruthy();
  });

  it("signs up: sends a code, checks it, pre-checks, logs in, closes and refreshes", async () => {
    const { callsOf, rootLoads } = renderDialog();
    await open({ mode: LoginMode.signUp });
    agree();
    await sendCodeTo("mei@example.com");
    expect(callsOf("sendLoginCode")).toEqual([{ scene: 1, type: 2, contactInfo: "mei@example.com", countryCallingCode: undefined }]);
    expect(screen.getByText("Enter the 6-digit code we sent to mei@example.com.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend in 60 s" })).toHaveProperty("disabled", true);

    type(codeInput(), "123456");
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("checkCode")).toEqual([{ scene: 1, type: 2, contactInfo: "mei@example.com", countryCallingCode: undefined, verificationCode: "123456" }]);
    expect(callsOf("preCheckAccount")).toEqual([{ email: "mei@example.com", verificationCode: "123456" }]);
    expect(callsOf("commonLogin")).toEqual([{ type: 2, accountName: "mei@example.com", verificationCode: "123456" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(rootLoads).toHaveBeenCalledTimes(1));
    expect(callsOf("unpaidRemind")).toEqual([{}]);
  });

  it("passes the session's attribution with the login", async () => {
    sessionStorage.setItem("attribution", JSON.stringify({ source: "spring-fair", utm_medium: "flyer" }));
    const { callsOf } = renderDialog({ answers: { preCheckAccount: { exist: true, related: [] } } });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(callsOf("commonLogin")).toHaveLength(1));
    expect(callsOf("commonLogin")[0]).toMatchObject({ sourceCode: "spring-fair", mediaCode: "flyer" });
  });

  it("sends a phone with the chosen area code", async () => {
    const { callsOf } = renderDialog({ locale: "sg" });
    await open();
    type(contactInput(), "71234567");
    const areaCode = screen.getByRole("combobox", { name: "Country calling code" }) as HTMLSelectElement;
    expect(areaCode.value).toBe("SG");
    fireEvent.blur(contactInput());
    expect(screen.getByText("Please enter a valid mobile number.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send code" })).toHaveProperty("disabled", true);
    fireEvent.change(areaCode, { target: { value: "MY" } });
    type(contactInput(), "123456789");
    expect(screen.queryByText("Please enter a valid mobile number.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(codeInput()).toBeTruthy());
    expect(callsOf("sendLoginCode")).toEqual([{ scene: 1, type: 0, contactInfo: "123456789", countryCallingCode: "+60" }]);
    expect(screen.getByText("Enter the 6-digit code we sent to +60 123456789.")).toBeTruthy();
  });

  it("asks for the input before sending and shows no area code for an e-mail", async () => {
    renderDialog();
    await open();
    fireEvent.blur(contactInput());
    expect(screen.getByText("The input is required.")).toBeTruthy();
    expect(contactInput().getAttribute("aria-invalid")).toBe("true");
    type(contactInput(), "mei@example");
    expect(screen.getByText("Please enter a valid e-mail.")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Country calling code" })).toBeNull();
    expect(contactInput().getAttribute("maxlength")).toBe("45");
  });

  it("shows the server's message when sending fails and lets the visitor try again", async () => {
    const { callsOf } = renderDialog({
      answers: { sendLoginCode: new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent") },
    });
    await open();
    type(contactInput(), "mei@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Operation too frequent"));
    expect(screen.getByRole("button", { name: "Send code" })).toHaveProperty("disabled", false);
    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect(callsOf("sendLoginCode")).toHaveLength(1);
  });

  it("does not send again within 60 s to the same contact: the countdown resumes", async () => {
    document.cookie = sendRecordCookie(COUNTDOWN_COOKIES.loginEmail, { contact: "mei@example.com", sentAt: Date.now() - 20_000 });
    const { callsOf } = renderDialog();
    await open();
    await sendCodeTo("mei@example.com");
    expect(callsOf("sendLoginCode")).toHaveLength(0);
    expect(screen.getByRole("button", { name: /^Resend in (40|39) s$/ })).toBeTruthy();
  });

  it("shows the server's message for a wrong code and keeps the dialog open", async () => {
    renderDialog({ answers: { checkCode: new ApiError(ErrorCode.CODE_INCORRECT, "Incorrect OTP entered.") } });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "000000");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Incorrect OTP entered."));
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it("shows login-failed when the login answers without a token", async () => {
    renderDialog({
      answers: { preCheckAccount: { exist: true, related: [] }, commonLogin: { unifiedAccessToken: "", uid: "u-1", newUser: false } },
    });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Login failed. Please try again."));
    expect(useLoginDialog.getState().open).toBe(true);
  });

  it("signs in an existing account without asking for the legal consent", async () => {
    const { callsOf } = renderDialog({ answers: { preCheckAccount: { exist: true, related: [] } } });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("commonLogin")).toHaveLength(1);
  });

  it("tells a visitor signing in that the account does not exist, with a way to sign up", async () => {
    const { callsOf } = renderDialog();
    await open();
    await sendCodeTo("new@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("This account does not exist."));
    expect(callsOf("commonLogin")).toHaveLength(0);
    agree();
    fireEvent.click(within(screen.getByRole("status")).getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("commonLogin")).toEqual([{ type: 2, accountName: "new@example.com", verificationCode: "123456" }]);
  });

  it("tells a visitor signing up that the account is registered, with a way to sign in", async () => {
    const { callsOf } = renderDialog({ answers: { preCheckAccount: { exist: true, related: [] } } });
    await open({ mode: LoginMode.signUp });
    agree();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("This account is already registered."));
    expect(callsOf("commonLogin")).toHaveLength(0);
    fireEvent.click(within(screen.getByRole("status")).getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("commonLogin")).toHaveLength(1);
  });

  it("takes a related account through steps 2, 3 (yes) and 4", async () => {
    const updated = { phone: "91234567", email: "mei@example.com", countryCallingCode: "+65" };
    const { callsOf } = renderDialog({
      answers: { preCheckAccount: { exist: false, related: [relatedPhoneAccount] }, modifyUserInfoByCode: updated },
    });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(screen.getByText("We found accounts related to mei@example.com. Choose the one to sign in to:")).toBeTruthy());
    expect(backButton()).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByRole("alert").textContent).toBe("Please choose an account.");
    fireEvent.click(screen.getByRole("radio", { name: "+65 91****67" }));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(screen.getByText("Enter the 6-digit code we sent to +65 91****67.")).toBeTruthy());
    expect(callsOf("sendLoginCode")[1]).toEqual({ scene: 1, relatedRef: "sealed-ref-1" });

    type(codeInput(), "654321");
    await waitFor(() => expect(screen.getByText("Update the account +65 91****67 so that it signs in with mei@example.com?")).toBeTruthy());
    expect(callsOf("checkCode")[1]).toEqual({ scene: 1, relatedRef: "sealed-ref-1", verificationCode: "654321" });
    expect(callsOf("commonLogin")).toHaveLength(0);
    expect(backButton()).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Yes, update it" }));
    await waitFor(() => expect(screen.getByText("Your account has been updated.")).toBeTruthy());
    expect(callsOf("modifyUserInfoByCode")).toEqual([
      {
        relatedRef: "sealed-ref-1",
        verificationCode: "654321",
        targetPhone: undefined,
        targetEmail: "mei@example.com",
        targetCountryCallingCode: undefined,
        targetVerificationCode: "123456",
      },
    ]);
    // Masked as on every account screen.
    expect(screen.getByText("+65 91****67")).toBeTruthy();
    expect(screen.getByText("**i@example.com")).toBeTruthy();
    expect(backButton()).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((contactInput() as HTMLInputElement).value).toBe("mei@example.com");
    expect(screen.getByRole("dialog").getAttribute("aria-label")).toBe("Sign in");
  });

  it("signs in to the chosen account as it is when the visitor declines the update", async () => {
    const { callsOf } = renderDialog({ answers: { preCheckAccount: { exist: false, related: [relatedPhoneAccount] } } });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    await waitFor(() => expect(screen.getByRole("radio", { name: "+65 91****67" })).toBeTruthy());
    fireEvent.click(screen.getByRole("radio", { name: "+65 91****67" }));
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(codeInput()).toBeTruthy());
    type(codeInput(), "654321");
    fireEvent.click(await screen.findByRole("button", { name: "No, keep it as it is" }));
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("commonLogin")).toEqual([{ relatedRef: "sealed-ref-1", verificationCode: "654321" }]);
    expect(callsOf("modifyUserInfoByCode")).toHaveLength(0);
  });

  it("creates a new account with the entered contact from step 2", async () => {
    const { callsOf } = renderDialog({ answers: { preCheckAccount: { exist: false, related: [relatedPhoneAccount] } } });
    await open();
    await sendCodeTo("mei@example.com");
    type(codeInput(), "123456");
    const create = await screen.findByRole("button", { name: "Create a new account with mei@example.com instead" });
    agree();
    fireEvent.click(create);
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
    expect(callsOf("commonLogin")).toEqual([{ type: 2, accountName: "mei@example.com", verificationCode: "123456" }]);
  });

  it("blocks signing up without the legal consent, showing the tip and shaking the box for 1 s each time", async () => {
    const { call } = renderDialog();
    await open({ mode: LoginMode.signUp });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    type(contactInput(), "mei@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe("Please confirm the policies to continue");
    const legal = screen.getByRole("checkbox").closest(".login-legal")!;
    expect(legal.className).toContain("login-legal--shake");
    expect(document.activeElement).toBe(screen.getByRole("checkbox"));
    act(() => vi.advanceTimersByTime(999));
    expect(legal.className).toContain("login-legal--shake");
    act(() => vi.advanceTimersByTime(1));
    expect(legal.className).not.toContain("login-legal--shake");

    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(legal.className).toContain("login-legal--shake");
    expect(call).not.toHaveBeenCalled();

    agree();
    expect(screen.queryByText("Please confirm the policies to continue")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(call).toHaveBeenCalledWith("sendLoginCode", expect.objectContaining({ contactInfo: "mei@example.com" }), testCallContext);
  });

  it("does not ask for the legal consent on the organisation sites", async () => {
    const { callsOf } = renderDialog({ locale: "am" });
    await open({ mode: LoginMode.signUp });
    await sendCodeTo("mei@example.com");
    expect(callsOf("sendLoginCode")).toHaveLength(1);
  });

  it("shows the back arrow once a code was sent; back returns to the contact", async () => {
    renderDialog();
    await open();
    expect(backButton()).toBeNull();
    await sendCodeTo("mei@example.com");
    expect(backButton()).toBeTruthy();
    fireEvent.click(backButton()!);
    expect(backButton()).toBeNull();
    expect((contactInput() as HTMLInputElement).value).toBe("mei@example.com");
  });

  describe("third-party sign-in", () => {
    const userAgent = navigator.userAgent;
    afterEach(() => {
      Object.defineProperty(navigator, "userAgent", { value: userAgent, configurable: true });
      shellExtras.thirdPartySignIn = {};
    });

    const configure = (ids: Partial<Record<ThirdPartyProvider, string>>) => (shellExtras.thirdPartySignIn = ids);
    const offeredButtons = () => screen.queryAllByRole("button", { name: /^Continue with / }).map((button) => button.textContent);

    /**
     * Stand-ins for the providers' SDKs: Google draws a button of its own that answers its ID token, the
     * others answer from a popup. `failing` ones do not load.
     */
    function fakeSdks({ failing = [] as ThirdPartyProvider[], popupToken = (provider: ThirdPartyProvider) => Promise.resolve(`id-token-${provider}`) } = {}) {
      const loads = vi.fn<(provider: ThirdPartyProvider) => void>();
      const idTokenFor = vi.fn<IdTokenSource>((provider): ProviderSdk => {
        const load = async () => {
          loads(provider);
          if (failing.includes(provider)) throw new ProviderUnavailableError(provider);
        };
        if (provider !== "google") return { kind: "popup", load, idToken: () => popupToken(provider) };
        return {
          kind: "button",
          load,
          drawButton: (slot, onIdToken) => {
            const own = document.createElement("button");
            own.textContent = "Google's own button";
            own.addEventListener("click", () => onIdToken("id-token-google"));
            slot.append(own);
            return () => slot.replaceChildren();
          },
        };
      });
      return { idTokenFor, loads };
    }

    it("offers nothing when no provider is configured", async () => {
      const { idTokenFor, loads } = fakeSdks();
      renderDialog({ idTokenFor });
      await open();
      expect(offeredButtons()).toEqual([]);
      expect(screen.queryByRole("region", { name: "Other ways to sign in" })).toBeNull();
      expect(idTokenFor).not.toHaveBeenCalled();
      expect(loads).not.toHaveBeenCalled();
    });

    it("offers the configured providers, outside WeChat only, loading their SDKs once the dialog opens", async () => {
      configure({ google: "g-1.apps.googleusercontent.com", apple: "com.example.web" });
      const { idTokenFor, loads } = fakeSdks();
      renderDialog({ idTokenFor });
      expect(loads).not.toHaveBeenCalled();
      await open();
      expect(offeredButtons()).toEqual(["Continue with Google", "Continue with Apple"]);
      expect(idTokenFor.mock.calls).toEqual([
        ["google", "g-1.apps.googleusercontent.com", "en"],
        ["apple", "com.example.web", "en"],
      ]);
      await waitFor(() => expect(loads.mock.calls).toEqual([["google"], ["apple"]]));

      cleanup();
      act(() => useLoginDialog.setState({ open: false, request: {} }));
      Object.defineProperty(navigator, "userAgent", { value: "Mozilla/5.0 (iPhone) MicroMessenger/8.0.47", configurable: true });
      const inWeChat = fakeSdks();
      renderDialog({ idTokenFor: inWeChat.idTokenFor });
      await open();
      expect(offeredButtons()).toEqual([]);
      expect(contactInput()).toBeTruthy();
      expect(inWeChat.loads).not.toHaveBeenCalled();
    });

    it("needs the legal consent before Google's own button shows, which then signs in with its ID token", async () => {
      configure({ google: "g-1" });
      const { callsOf } = renderDialog({ idTokenFor: fakeSdks().idTokenFor });
      await open();
      fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
      expect(screen.getByRole("alert").textContent).toBe("Please confirm the policies to continue");
      agree();
      fireEvent.click(await screen.findByRole("button", { name: "Google's own button" }));
      await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
      expect(callsOf("thirdPartyToken")).toEqual([{ unifiedTempToken: "id-token-google", source: 2 }]);
    });

    it("signs in with Apple's popup after the consent", async () => {
      configure({ apple: "com.example.web" });
      const popupToken = vi.fn((provider: ThirdPartyProvider) => Promise.resolve(`id-token-${provider}`));
      const { callsOf } = renderDialog({ idTokenFor: fakeSdks({ popupToken }).idTokenFor });
      await open();
      fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
      expect(popupToken).not.toHaveBeenCalled();
      agree();
      fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
      await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
      expect(callsOf("thirdPartyToken")).toEqual([{ unifiedTempToken: "id-token-apple", source: 3 }]);
    });

    it("stays silent without a uid, ignores Apple's failures, shows others'", async () => {
      configure({ google: "g-1", facebook: "123", apple: "com.example.web" });
      let failing = false;
      const thirdPartyToken = () => {
        if (failing) throw new ApiError(ErrorCode.SIGN_IN_FAILED, "Sign-in failed.");
        return { uid: "", token: "", newUser: false };
      };
      const { callsOf } = renderDialog({ idTokenFor: fakeSdks().idTokenFor, answers: { thirdPartyToken } });
      await open();
      agree();
      fireEvent.click(screen.getByRole("button", { name: "Continue with Facebook" }));
      await waitFor(() => expect(callsOf("thirdPartyToken")).toHaveLength(1));
      expect(callsOf("thirdPartyToken")[0]).toMatchObject({ source: 4 });
      expect(screen.queryByRole("alert")).toBeNull();
      expect(useLoginDialog.getState().open).toBe(true);

      failing = true;
      fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
      await waitFor(() => expect(callsOf("thirdPartyToken")).toHaveLength(2));
      expect(callsOf("thirdPartyToken")[1]).toMatchObject({ source: 3 });
      expect(screen.queryByRole("alert")).toBeNull();

      fireEvent.click(screen.getByRole("button", { name: "Google's own button" }));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Sign-in failed."));
    });

    it("says so when a provider's script does not load, and keeps the rest working", async () => {
      configure({ google: "g-1", apple: "com.example.web" });
      const { idTokenFor, loads } = fakeSdks({ failing: ["google", "apple"] });
      const { callsOf } = renderDialog({ idTokenFor });
      await open();
      agree();
      await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
      fireEvent.click(screen.getByRole("button", { name: "Continue with Google" }));
      await waitFor(() =>
        expect(screen.getByRole("alert").textContent).toBe(
          "Signing in with Google is not available right now. Please use your mobile number or e-mail.",
        ),
      );
      fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Signing in with Apple is not available right now."));
      expect(callsOf("thirdPartyToken")).toEqual([]);
      await sendCodeTo("mei@example.com");
      expect(callsOf("sendLoginCode")).toHaveLength(1);
    });

    it("says so when the visitor closes the provider's popup", async () => {
      configure({ apple: "com.example.web" });
      const popupToken = (provider: ThirdPartyProvider) => Promise.reject(new ProviderCancelledError(provider));
      const { callsOf } = renderDialog({ idTokenFor: fakeSdks({ popupToken }).idTokenFor });
      await open();
      agree();
      fireEvent.click(screen.getByRole("button", { name: "Continue with Apple" }));
      await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Signing in with Apple was cancelled."));
      expect(callsOf("thirdPartyToken")).toEqual([]);
      expect(useLoginDialog.getState().open).toBe(true);
    });
  });

  describe("after login", () => {
    async function logIn(request: LoginRequest, answers: Answers = {}) {
      const rendered = renderDialog({ answers: { preCheckAccount: { exist: true, related: [] }, ...answers } });
      open(request);
      await sendCodeTo("mei@example.com");
      type(codeInput(), "123456");
      await waitFor(() => expect(useLoginDialog.getState().open).toBe(false));
      return rendered;
    }

    it("follows a success URL on the site", async () => {
      const { router, rootLoads } = await logIn({ successUrl: "/order/list" });
      await waitFor(() => expect(router.state.location.pathname).toBe("/order/list"));
      await waitFor(() => expect(rootLoads).toHaveBeenCalled());
      expect(await screen.findByText("Order list")).toBeTruthy();
    });

    it("never follows a success URL off the site", async () => {
      const { router, rootLoads } = await logIn({ successUrl: "https://evil.example/order/list" });
      await waitFor(() => expect(rootLoads).toHaveBeenCalled());
      expect(router.state.location.pathname).toBe("/");
    });

    it("fires the trigger source's event", async () => {
      const heard = vi.fn();
      const listener = (event: Event) => heard((event as CustomEvent).detail);
      window.addEventListener("register-course", listener);
      await logIn({ triggerSource: "REGISTRATION_COURSE", successUrl: "/order/list" });
      await waitFor(() => expect(heard).toHaveBeenCalledWith(true));
      window.removeEventListener("register-course", listener);
    });

    it("asks for the diagnosis dialog after an appointment's login, without the unpaid reminder", async () => {
      const heard = vi.fn();
      window.addEventListener("open-diagnosis", heard);
      const { callsOf } = await logIn({ appointment: true });
      await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      expect(callsOf("unpaidRemind")).toHaveLength(0);
      window.removeEventListener("open-diagnosis", heard);
    });

    it("reminds of unpaid courses once in 30 days", async () => {
      await logIn({ successUrl: "/order/list" }, { unpaidRemind: { toBeContinueSku: ["us-amc8-prep-online-sku", "us-grade4-problem-solving-online-sku"], inCartSku: ["us-amc8-workbook"], total: 3 } });
      const reminder = await screen.findByRole("dialog", { name: "Unpaid courses" });
      expect(within(reminder).getByText("Courses waiting for payment: 2")).toBeTruthy();
      expect(within(reminder).getByText("Courses in your shopping cart: 1")).toBeTruthy();
      expect(within(reminder).getByRole("link", { name: "View unpaid courses" }).getAttribute("href")).toBe("/my-unpaid-courses/list");
      expect(Number(localStorage.getItem(unpaidReminderKey("u-1")))).toBeGreaterThan(0);
      fireEvent.click(within(reminder).getByRole("button", { name: "Later" }));
      expect(screen.queryByRole("dialog", { name: "Unpaid courses" })).toBeNull();
    });

    it("goes on when the unpaid reminder fails", async () => {
      const { router } = await logIn({ successUrl: "/order/list" }, { unpaidRemind: new ApiError(ErrorCode.SYSTEM_ERROR) });
      await waitFor(() => expect(router.state.location.pathname).toBe("/order/list"));
    });
  });

  it("speaks the site's language", async () => {
    renderDialog({ locale: "jp" });
    const dialog = await open();
    expect(dialog.getAttribute("aria-label")).toBe("ログイン");
    expect(screen.getByLabelText("携帯電話番号またはメールアドレス")).toBeTruthy();
  });
});
