import type { ResponseOf } from "../../../schemas/api/contract.js";
import { SCREENS, screenBuilt } from "../../../rules/screens.js";
import type { LoginRequest, TriggerSource } from "./login-dialog.js";

/** What happens once the login dialog has closed after a login (SPEC §4 After login). */
export type AfterLoginAction =
  | { kind: "diagnosis" }
  | { kind: "unpaidReminder"; unpaid: number; inCart: number }
  | { kind: "trigger"; event: TriggerEvent }
  | { kind: "navigate"; path: string | null };

export type UnpaidAnswer = ResponseOf<"unpaidRemind">;

/** The window event a page listens to, to carry on with what the visitor wanted before logging in. */
export interface TriggerEvent {
  name: "goods.detail.buy" | "register-course";
  detail?: boolean;
}

const TRIGGER_EVENTS: Record<TriggerSource, TriggerEvent> = {
  BUY_BOOK: { name: "goods.detail.buy" },
  REGISTRATION_COURSE: { name: "register-course", detail: true },
  FOLLOW_COURSE: { name: "register-course", detail: false },
};

export interface AfterLoginInput {
  request: LoginRequest;
  /** The unpaid reminder's answer; null when it was not fetched or failed (the flow goes on without it). */
  unpaid: UnpaidAnswer | null;
  /** The reminder was shown to this account in the last 30 days. */
  reminderAlreadyShown: boolean;
  /** This site's origin, e.g. "https://www.example.com". */
  origin: string;
}

/**
 * One action, in the spec's order: an appointment opens the diagnosis dialog; unpaid or in-cart courses
 * open the reminder once; a trigger source fires its event; otherwise the success URL (if it is a path of
 * this site) is followed.
 */
export function decideAfterLogin({ request, unpaid, reminderAlreadyShown, origin }: AfterLoginInput): AfterLoginAction {
  if (request.appointment) return { kind: "diagnosis" };
  if (unpaid && !reminderAlreadyShown && (unpaid.toBeContinueSku.length > 0 || unpaid.inCartSku.length > 0))
    return { kind: "unpaidReminder", unpaid: unpaid.toBeContinueSku.length, inCart: unpaid.inCartSku.length };
  if (request.triggerSource) return { kind: "trigger", event: TRIGGER_EVENTS[request.triggerSource] };
  return { kind: "navigate", path: request.successUrl ? sameSitePath(request.successUrl, origin) : null };
}

/** The appointment flow shows its own dialog; only the other flows need the unpaid reminder's answer. */
export function needsUnpaidAnswer(request: LoginRequest): boolean {
  return !request.appointment;
}

/**
 * The path (with query and hash) of a URL on this site, or null for anything that would leave it: other
 * hosts, protocol-relative `//host`, backslash and tab tricks (the URL parser reads them as a browser
 * does), and other schemes such as javascript:.
 */
export function sameSitePath(url: string, origin: string): string | null {
  const trimmed = url.trim();
  if (trimmed === "") return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(origin);
    target = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  // "https://site//evil.example" stays on the site, but its path "//evil.example" would not as a link.
  return `${target.pathname.replace(/^\/+/, "/")}${target.search}${target.hash}`;
}

/**
 * Where the reminder leads: the unpaid list when instalments are owed, else the cart's unpaid lines; nowhere when
 * this build has neither screen.
 */
export function unpaidReminderLink(unpaid: number): string | null {
  if (unpaid > 0 && screenBuilt("unpaidCourses")) return SCREENS.unpaidCourses;
  return screenBuilt("shoppingCart") ? `${SCREENS.shoppingCart}?unpaid=1` : null;
}

/**
 * The unpaid reminder shows once per account per 2592000 seconds: 30 days (SPEC §4 gives the figure without its
 * unit; decision 0026 reads it as seconds).
 */
export const UNPAID_REMINDER_SECONDS = 2_592_000;

export function unpaidReminderKey(uid: string): string {
  return `unpaid-reminder-shown:${uid}`;
}

/** Whether a stored reminder time (ms since epoch, as text) is within the last 30 days. */
export function reminderStillRemembered(stored: string | null, now: number): boolean {
  const shownAt = Number(stored);
  return stored !== null && Number.isFinite(shownAt) && shownAt <= now && now - shownAt < UNPAID_REMINDER_SECONDS * 1000;
}

/**
 * The legal checkbox must be ticked before signing up or signing in with a third party, unless the site
 * says otherwise (locales am and ae); code sign-in does not need it (SPEC §5, §6).
 */
export function legalConsentNeeded(action: "signIn" | "signUp" | "thirdParty", legalConsentRequired: boolean): boolean {
  return legalConsentRequired && action !== "signIn";
}

/** The browser's WeChat, where third-party sign-in does not work. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
