import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { LoginMode } from "../../../lib/account/login-dialog.js";
import {
  failureText,
  loginAttribution,
  outcomeOfPreCheck,
  relatedAccountLabel,
  relatedDestination,
  showsBackArrow,
  typedDestination,
  type RelatedAccount,
} from "./login-flow.js";

const account = (overrides: Partial<RelatedAccount> = {}): RelatedAccount => ({
  ref: "opaque-ref",
  type: 0,
  desensitizedPhone: "+65 91****67",
  desensitizedEmail: "o**@example.com",
  avatar: "/a.png",
  ...overrides,
});

describe("outcomeOfPreCheck", () => {
  const related = [account()];

  it("signing up: an existing account is a hint, related accounts step 2, else a new account", () => {
    expect(outcomeOfPreCheck(LoginMode.signUp, { exist: true, related })).toBe("alreadyRegistered");
    expect(outcomeOfPreCheck(LoginMode.signUp, { exist: false, related })).toBe("related");
    expect(outcomeOfPreCheck(LoginMode.signUp, { exist: false, related: [] })).toBe("login");
  });

  it("signing in: an existing account logs in, related accounts step 2, else a hint", () => {
    expect(outcomeOfPreCheck(LoginMode.signIn, { exist: true, related })).toBe("login");
    expect(outcomeOfPreCheck(LoginMode.signIn, { exist: false, related })).toBe("related");
    expect(outcomeOfPreCheck(LoginMode.signIn, { exist: false, related: [] })).toBe("accountMissing");
  });
});

describe("showsBackArrow", () => {
  it("shows once a code was sent, or on steps 2 and 3, never on step 4", () => {
    expect(showsBackArrow(1, false)).toBe(false);
    expect(showsBackArrow(1, true)).toBe(true);
    expect(showsBackArrow(2, false)).toBe(true);
    expect(showsBackArrow(3, true)).toBe(true);
    expect(showsBackArrow(4, true)).toBe(false);
    expect(showsBackArrow(4, false)).toBe(false);
  });
});

describe("related accounts", () => {
  it("are labelled by their masked contacts", () => {
    expect(relatedAccountLabel(account())).toBe("+65 91****67 · o**@example.com");
    expect(relatedAccountLabel(account({ desensitizedEmail: null }))).toBe("+65 91****67");
  });

  it("take a code by their reference alone, read as the masked contact it goes to", () => {
    expect(relatedDestination(account())).toEqual({ type: 0, label: "+65 91****67", names: { relatedRef: "opaque-ref" } });
    expect(relatedDestination(account({ type: 2 }))).toEqual({ type: 2, label: "o**@example.com", names: { relatedRef: "opaque-ref" } });
  });
});

describe("typedDestination", () => {
  it("names the contact typed in step 1 in full, as the visitor typed it", () => {
    expect(typedDestination({ type: 0, accountName: "91234567", countryCallingCode: "+65" })).toEqual({
      type: 0,
      label: "+65 91234567",
      names: { type: 0, contactInfo: "91234567", countryCallingCode: "+65" },
    });
    expect(typedDestination({ type: 2, accountName: "mei@example.com" })).toEqual({
      type: 2,
      label: "mei@example.com",
      names: { type: 2, contactInfo: "mei@example.com", countryCallingCode: undefined },
    });
  });
});

describe("loginAttribution", () => {
  it("takes the source (else utm_source) and utm_medium, cut to 64 characters", () => {
    expect(loginAttribution({ source: "fair", utm_source: "google", utm_medium: "cpc" })).toEqual({ sourceCode: "fair", mediaCode: "cpc" });
    expect(loginAttribution({ utm_source: "google" })).toEqual({ sourceCode: "google" });
    expect(loginAttribution({ utm_medium: "m".repeat(80) })).toEqual({ mediaCode: "m".repeat(64) });
    expect(loginAttribution({})).toEqual({});
  });
});

describe("failureText", () => {
  const t = (key: string) => `t(${key})`;

  it("translates the code flows' answers, the newer-code one included", () => {
    expect(failureText(new ApiError(ErrorCode.CODE_SUPERSEDED), t, "fallback")).toBe("t(login.errors.codeSuperseded)");
    expect(failureText(new ApiError(ErrorCode.CODE_INCORRECT), t, "fallback")).toBe("t(login.errors.codeIncorrect)");
    expect(failureText(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"), t, "fallback")).toBe("t(login.errors.tooFrequent)");
  });

  it("shows the server's message for other answers, else the fallback", () => {
    expect(failureText(new ApiError(ErrorCode.CONTACT_TAKEN), t, "fallback")).toBe("This email or phone is already taken.");
    expect(failureText(new ApiError(ErrorCode.NETWORK_ERROR), t, "fallback")).toBe("t(fallback)");
    expect(failureText(new ApiError(ErrorCode.SYSTEM_ERROR, ""), t, "fallback")).toBe("t(fallback)");
    expect(failureText(new TypeError("boom"), t, "fallback")).toBe("t(fallback)");
  });
});
