// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  COUNTDOWN_COOKIES,
  countdownCookieFor,
  readSendRecord,
  remainingSeconds,
  secondsToResume,
  sendRecordCookie,
  useCodeCountdown,
} from "./code-countdown.js";

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

describe("countdown cookies", () => {
  it("are named per dialog and contact type", () => {
    expect(countdownCookieFor("login", 0)).toBe("login-phone-count");
    expect(countdownCookieFor("login", 2)).toBe("login-email-count");
    expect(countdownCookieFor("bind", 0)).toBe("bind-phone-count");
    expect(countdownCookieFor("bind", 2)).toBe("bind-email-count");
  });

  it("keep the contact and the time of the send for 60 s", () => {
    const cookie = sendRecordCookie(COUNTDOWN_COOKIES.loginPhone, { contact: "+65 81234567", sentAt: T0 });
    expect(cookie).toMatch(/^login-phone-count=/);
    expect(cookie).toContain("Max-Age=60");
    expect(cookie).toContain("Path=/");
    const header = `other=1; ${cookie.split(";")[0]}`;
    expect(readSendRecord(header, COUNTDOWN_COOKIES.loginPhone)).toEqual({ contact: "+65 81234567", sentAt: T0 });
    expect(readSendRecord(header, COUNTDOWN_COOKIES.loginEmail)).toBeNull();
  });

  it("ignore a cookie that is not a send record", () => {
    expect(readSendRecord("login-email-count=abc", COUNTDOWN_COOKIES.loginEmail)).toBeNull();
    expect(readSendRecord(`login-email-count=${encodeURIComponent('{"contact":1,"sentAt":2}')}`, COUNTDOWN_COOKIES.loginEmail)).toBeNull();
    expect(readSendRecord("", COUNTDOWN_COOKIES.loginEmail)).toBeNull();
  });
});

describe("remainingSeconds", () => {
  it("counts 60 s down in whole seconds", () => {
    expect(remainingSeconds(T0, T0)).toBe(60);
    expect(remainingSeconds(T0, T0 + 1)).toBe(60);
    expect(remainingSeconds(T0, T0 + 1000)).toBe(59);
    expect(remainingSeconds(T0, T0 + 59_001)).toBe(1);
    expect(remainingSeconds(T0, T0 + 60_000)).toBe(0);
    expect(remainingSeconds(T0, T0 + 3_600_000)).toBe(0);
  });

  it("never waits more than 60 s, even when the clock went back", () => {
    expect(remainingSeconds(T0 + 3_600_000, T0)).toBe(60);
  });

  it("holds back only the contact that was sent to", () => {
    const record = { contact: "mei@example.com", sentAt: T0 };
    expect(secondsToResume(record, "mei@example.com", T0 + 20_000)).toBe(40);
    expect(secondsToResume(record, "tan@example.com", T0 + 20_000)).toBe(0);
    expect(secondsToResume(record, "mei@example.com", T0 + 61_000)).toBe(0);
    expect(secondsToResume(null, "mei@example.com", T0)).toBe(0);
  });
});

describe("useCodeCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    document.cookie = "login-email-count=; Max-Age=0; Path=/";
    vi.useRealTimers();
  });

  it("counts down after a send and remembers it in the cookie", () => {
    const { result } = renderHook(() => useCodeCountdown(COUNTDOWN_COOKIES.loginEmail));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start("mei@example.com"));
    expect(result.current.seconds).toBe(60);
    expect(readSendRecord(document.cookie, COUNTDOWN_COOKIES.loginEmail)).toEqual({ contact: "mei@example.com", sentAt: T0 });
    act(() => vi.advanceTimersByTime(15_000));
    expect(result.current.seconds).toBe(45);
    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current.seconds).toBe(0);
  });

  it("resumes a send to the same contact within 60 s, and only then", () => {
    document.cookie = sendRecordCookie(COUNTDOWN_COOKIES.loginEmail, { contact: "mei@example.com", sentAt: T0 - 25_000 });
    const { result } = renderHook(() => useCodeCountdown(COUNTDOWN_COOKIES.loginEmail));
    let resumed = true;
    act(() => {
      resumed = result.current.resume("tan@example.com");
    });
    expect(resumed).toBe(false);
    expect(result.current.seconds).toBe(0);
    act(() => {
      resumed = result.current.resume("mei@example.com");
    });
    expect(resumed).toBe(true);
    expect(result.current.seconds).toBe(35);
  });
});
