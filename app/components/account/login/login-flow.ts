import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { ContactType, type ContactTypeValue } from "../../../../schemas/account-values.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { LoginMode, type LoginModeValue } from "../../../lib/account/login-dialog.js";
import { contactLabel, type LoginContact } from "../../../lib/account/contact-input.js";
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

/** How a related account is told apart on screen: its masked phone and e-mail. */
export function relatedAccountLabel(account: RelatedAccount): string {
  return [account.desensitizedPhone, account.desensitizedEmail].filter(Boolean).join(" · ");
}

/**
 * Where a login code goes: how sendLoginCode and checkCode name it (`names`), which countdown it runs
 * (`type`) and how it reads on screen and in the countdown cookie (`label`).
 */
export interface CodeDestination {
  type: ContactTypeValue;
  label: string;
  names: { type: ContactTypeValue; contactInfo: string; countryCallingCode?: string } | { relatedRef: string };
}

/** The contact the visitor typed in step 1. */
export function typedDestination(contact: LoginContact): CodeDestination {
  return {
    type: contact.type,
    label: contactLabel(contact),
    names: { type: contact.type, contactInfo: contact.accountName, countryCallingCode: contact.countryCallingCode },
  };
}

/** A related account chosen in step 2: named by its reference only, read as the masked contact its code goes to. */
export function relatedDestination(account: RelatedAccount): CodeDestination {
  const masked = account.type === ContactType.phone ? account.desensitizedPhone : account.desensitizedEmail;
  return { type: account.type, label: masked ?? relatedAccountLabel(account), names: { relatedRef: account.ref } };
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

/** The answers of the code flows said in the visitor's language (the server's messages are English). */
const FAILURE_TEXT_KEYS: Partial<Record<number, string>> = {
  [ErrorCode.CODE_INCORRECT]: "login.errors.codeIncorrect",
  [ErrorCode.CODE_EXPIRED]: "login.errors.codeExpired",
  [ErrorCode.CODE_LOCKED]: "login.errors.codeLocked",
  [ErrorCode.CODE_SUPERSEDED]: "login.errors.codeSuperseded",
  [ErrorCode.OPERATION_TOO_FREQUENT]: "login.errors.tooFrequent",
};

/** A failed call's text (SPEC §8): translated for the code flows' answers, else the server's message, else the fallback. */
export function failureText(failure: unknown, t: (key: string) => string, fallbackKey: string): string {
  if (!isApiError(failure) || failure.isNetworkError) return t(fallbackKey);
  const key = FAILURE_TEXT_KEYS[failure.code];
  return key ? t(key) : failure.message || t(fallbackKey);
}
