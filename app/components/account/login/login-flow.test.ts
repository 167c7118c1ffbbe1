import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { LoginMode } from "../../../lib/account/login-dialog.js";
import {
  failureText,
  loginAttribution,
  outcomeOfPreCheck,
  relatedAccountContact,
  relatedAccountLabel,
  showsBackArrow,
  type RelatedAccount,
} from "./login-flow.js";

const account = (overrides: Partial<RelatedAccount> = {}): RelatedAccount => ({
  phone: "91234567",
  email: "old@example.com",
  countryCallingCode: "+65",
  desensitizedPhone: "+65 9123****",
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

describe("relatedAccountContact", () => {
  it("uses the kind the visitor entered when the account has it, else the other", () => {
    expect(relatedAccountContact(account(), 0)).toEqual({ type: 0, accountName: "91234567", countryCallingCode: "+65" });
    expect(relatedAccountContact(account(), 2)).toEqual({ type: 2, accountName: "old@example.com" });
    expect(relatedAccountContact(account({ email: null }), 2)).toEqual({ type: 0, accountName: "91234567", countryCallingCode: "+65" });
    expect(relatedAccountContact(account({ phone: null }), 0)).toEqual({ type: 2, accountName: "old@example.com" });
  });

  it("needs a calling code with a phone, and some contact at all", () => {
    expect(relatedAccountContact(account({ countryCallingCode: null, email: null }), 0)).toBeNull();
    expect(relatedAccountContact(account({ phone: null, email: null }), 2)).toBeNull();
  });

  it("labels an account by its masked contacts", () => {
    expect(relatedAccountLabel(account())).toBe("+65 9123**** · o**@example.com");
    expect(relatedAccountLabel(account({ desensitizedEmail: null }))).toBe("+65 9123****");
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
  it("shows the server's message, else the fallback", () => {
    expect(failureText(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"), "fallback")).toBe("Operation too frequent");
    expect(failureText(new ApiError(ErrorCode.NETWORK_ERROR), "fallback")).toBe("fallback");
    expect(failureText(new ApiError(ErrorCode.SYSTEM_ERROR, ""), "fallback")).toBe("fallback");
    expect(failureText(new TypeError("boom"), "fallback")).toBe("fallback");
  });
});
