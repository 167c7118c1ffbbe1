import { parse, serialize } from "cookie";
import { useCallback, useEffect, useState } from "react";
import { ACCOUNT_LIMITS } from "../../../../schemas/account-rules.js";

/** The bind dialogs' resend cookies (SPEC §9). */
export const BIND_COUNTDOWN_COOKIES = { phone: "bind-phone-count", email: "bind-email-count" } as const;

const WAIT_MS = ACCOUNT_LIMITS.resendSeconds * 1000;

interface SentRecord {
  contact: string;
  sentAt: number;
}

function readRecord(cookieName: string): SentRecord | undefined {
  const raw = parse(document.cookie)[cookieName];
  if (!raw) return undefined;
  try {
    const record = JSON.parse(raw) as Partial<SentRecord>;
    return typeof record.contact === "string" && typeof record.sentAt === "number" ? { contact: record.contact, sentAt: record.sentAt } : undefined;
  } catch {
    return undefined;
  }
}

/** When a code to `contact` may be sent again, if a send to it is still recent; else undefined. */
export function resendAllowedAt(record: SentRecord | undefined, contact: string, now: number): number | undefined {
  if (!record || record.contact !== contact) return undefined;
  const allowedAt = record.sentAt + WAIT_MS;
  return allowedAt > now && record.sentAt <= now ? allowedAt : undefined;
}

/**
 * The 60-second wait between two codes (SPEC §4 send-code button, §5, §9). With a cookie name the send is
 * remembered for 60 s, so reopening the dialog or reloading the page resumes the countdown for that
 * contact instead of sending again; without one the wait lives as long as the component.
 */
export function useCodeCountdown(cookieName?: string) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  /** A code was just sent to `contact`. */
  const start = useCallback(
    (contact: string) => {
      const sentAt = Date.now();
      if (cookieName) {
        document.cookie = serialize(cookieName, JSON.stringify({ contact, sentAt }), {
          path: "/",
          maxAge: ACCOUNT_LIMITS.resendSeconds,
          sameSite: "lax",
        });
      }
      setNow(sentAt);
      setDeadline(sentAt + WAIT_MS);
    },
    [cookieName],
  );

  /** True (and the countdown runs again) when a code went to `contact` less than 60 s ago: do not send. */
  const resume = useCallback(
    (contact: string) => {
      const current = Date.now();
      const allowedAt = cookieName ? resendAllowedAt(readRecord(cookieName), contact, current) : undefined;
      if (allowedAt === undefined) return false;
      setNow(current);
      setDeadline(allowedAt);
      return true;
    },
    [cookieName],
  );

  const secondsLeft = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start, resume };
}
