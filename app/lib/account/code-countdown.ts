import { parse, serialize } from "cookie";
import { useCallback, useState } from "react";
import { ACCOUNT_LIMITS, ContactType, type ContactTypeValue } from "../../../schemas/account-values.js";
import { secondsUntil, useCountdown } from "../../../ui/countdown.js";

/**
 * The resend countdown of one-time codes (SPEC §4 send-code button, §9): 60 s after a send, kept in a
 * cookie per dialog and contact type, so a reload or a reopened dialog does not send again too soon.
 */
export const COUNTDOWN_COOKIES = {
  loginPhone: "login-phone-count",
  loginEmail: "login-email-count",
  bindPhone: "bind-phone-count",
  bindEmail: "bind-email-count",
} as const;
export type CountdownCookie = (typeof COUNTDOWN_COOKIES)[keyof typeof COUNTDOWN_COOKIES];

export function countdownCookieFor(dialog: "login" | "bind", type: ContactTypeValue): CountdownCookie {
  const phone = type === ContactType.phone;
  if (dialog === "login") return phone ? COUNTDOWN_COOKIES.loginPhone : COUNTDOWN_COOKIES.loginEmail;
  return phone ? COUNTDOWN_COOKIES.bindPhone : COUNTDOWN_COOKIES.bindEmail;
}

const COUNTDOWN_MS = ACCOUNT_LIMITS.resendSeconds * 1000;

/** The last send: to which contact (as `contactLabel` writes it) and when (ms since epoch). */
export interface SendRecord {
  contact: string;
  sentAt: number;
}

/** The send kept in cookie `name` of a Cookie header, or null when there is none or it is unreadable. */
export function readSendRecord(cookieHeader: string, name: CountdownCookie): SendRecord | null {
  const raw = parse(cookieHeader)[name];
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SendRecord>;
    return typeof value.contact === "string" && typeof value.sentAt === "number" && Number.isFinite(value.sentAt)
      ? { contact: value.contact, sentAt: value.sentAt }
      : null;
  } catch {
    return null;
  }
}

/** The cookie remembering a send; it expires with the countdown. */
export function sendRecordCookie(name: CountdownCookie, record: SendRecord): string {
  return serialize(name, JSON.stringify(record), { path: "/", maxAge: ACCOUNT_LIMITS.resendSeconds, sameSite: "lax" });
}

/** Whole seconds left before a code may be sent again (0 when it may); never more than 60. */
export function remainingSeconds(sentAt: number, now: number): number {
  return Math.min(ACCOUNT_LIMITS.resendSeconds, secondsUntil(sentAt + COUNTDOWN_MS, now));
}

/** Seconds still to wait for `contact`: a send to another contact does not hold this one back. */
export function secondsToResume(record: SendRecord | null, contact: string, now: number): number {
  return record && record.contact === contact ? remainingSeconds(record.sentAt, now) : 0;
}

export interface CodeCountdown {
  /** Seconds until the code may be sent again; 0 shows the send (or resend) label. */
  seconds: number;
  /**
   * When the cookie shows a send to `contact` within 60 s, resumes that countdown and answers true:
   * the caller skips sending (SPEC §5).
   */
  resume(contact: string): boolean;
  /** After a send: remembers it in the cookie and counts down from 60. */
  start(contact: string): void;
}

/** The countdown of one dialog and contact type, kept in cookie `name` (one of COUNTDOWN_COOKIES). */
export function useCodeCountdown(name: CountdownCookie): CodeCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const seconds = Math.min(ACCOUNT_LIMITS.resendSeconds, useCountdown(deadline));

  const resume = useCallback(
    (contact: string) => {
      const record = readSendRecord(document.cookie, name);
      if (secondsToResume(record, contact, Date.now()) === 0) return false;
      setDeadline(record!.sentAt + COUNTDOWN_MS);
      return true;
    },
    [name],
  );

  const start = useCallback(
    (contact: string) => {
      const current = Date.now();
      document.cookie = sendRecordCookie(name, { contact, sentAt: current });
      setDeadline(current + COUNTDOWN_MS);
    },
    [name],
  );

  return { seconds, resume, start };
}
