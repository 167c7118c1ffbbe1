import { isApiError } from "../../../../api/errors.js";
import { ContactType, type ContactTypeValue } from "../../../../schemas/account-values.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { LoginMode, type LoginModeValue } from "../../../lib/account/login-dialog.js";
import type { LoginContact } from "../../../lib/account/contact-input.js";
import type { Attribution } from "../../../../rules/regional/attribution.js";

/** The login dialog's steps (SPEC §2): contact and code, related accounts, update offer, updated. */
export type LoginStep = 1 | 2 | 3 | 4;

export type RelatedAccount = ResponseOf<"preCheckAccount">["related"][number];

/** What follows a checked code (SPEC §4 sign-in flow). */
export type PreCheckOutcome = "login" | "related" | "alreadyRegistered" | "accountMissing";

export function outcomeOfPreCheck(mode: LoginModeValue, answer: ResponseOf<"preCheckAccount">): PreCheckOutcome {
  if (mode === LoginMode.signUp) {
    if (answer.exist) return "alreadyRegistered";
    return answer.related.length > 0 ? "related" : "login";
  }
  if (answer.exist) return "login";
  return answer.related.length > 0 ? "related" : "accountMissing";
}

/** The back arrow shows once a code was sent, and on the related-account and update steps. */
export function showsBackArrow(step: LoginStep, codeSent: boolean): boolean {
  return step === 1 ? codeSent : step !== 4;
}

/**
 * The contact a related account signs in with: the kind the visitor entered when the account has it,
 * else its other one; null when it has neither (nothing to send a code to).
 */
export function relatedAccountContact(account: RelatedAccount, entered: ContactTypeValue): LoginContact | null {
  const phone: LoginContact | null =
    account.phone && account.countryCallingCode
      ? { type: ContactType.phone, accountName: account.phone, countryCallingCode: account.countryCallingCode }
      : null;
  const email: LoginContact | null = account.email ? { type: ContactType.email, accountName: account.email } : null;
  return entered === ContactType.phone ? (phone ?? email) : (email ?? phone);
}

/** How a related account is told apart on screen: its masked phone and e-mail. */
export function relatedAccountLabel(account: RelatedAccount): string {
  return [account.desensitizedPhone, account.desensitizedEmail].filter(Boolean).join(" · ");
}

/** The contract's limit on sourceCode and mediaCode. */
const CHANNEL_MAX_LENGTH = 64;

/**
 * Where a new account came from, from the session's landing attribution: the source (or utm_source)
 * and the utm_medium, cut to what the login calls accept.
 */
export function loginAttribution(attribution: Attribution): { sourceCode?: string; mediaCode?: string } {
  const sourceCode = (attribution.source ?? attribution.utm_source)?.slice(0, CHANNEL_MAX_LENGTH);
  const mediaCode = attribution.utm_medium?.slice(0, CHANNEL_MAX_LENGTH);
  return { ...(sourceCode ? { sourceCode } : {}), ...(mediaCode ? { mediaCode } : {}) };
}

/** The server's message of a failed call (SPEC §8), else the translated fallback. */
export function failureText(failure: unknown, fallback: string): string {
  return isApiError(failure) && !failure.isNetworkError && failure.message ? failure.message : fallback;
}
