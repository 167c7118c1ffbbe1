// Plain values and patterns of accounts, apart from the zod schemas built on them: screens that load with
// every page (the login dialog's opener, tips) use them without loading zod.

/** Third-party identity providers (SPEC §3): 2 Google, 3 Apple, 4 Facebook. */
export const ThirdPartySource = { google: 2, apple: 3, facebook: 4 } as const;

/**
 * The four confirmations of a student's removal (SPEC §4): 1 cannot unbind (actively enrolled), 2 can
 * unbind (the student keeps its own login), 3 can unbind and delete (no login: access is lost), 4 other
 * (the registration account, blocked).
 */
export const RemovalCheck = { activelyEnrolled: 1, keepsLogin: 2, loses: 3, registrationAccount: 4 } as const;

/** Limits and patterns of account input (SPEC §5, §9), shared by the forms and the service. */
export const ACCOUNT_LIMITS = {
  emailMaxLength: 45,
  phoneMaxLength: 16,
  nicknameMaxLength: 65,
  nameMaxLength: 32,
  codeLength: 6,
  maxStudents: 6,
  resendSeconds: 60,
} as const;

/** Local part, @, domain and a 2-8 letter ending. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,8}$/;
/** All digits with an optional leading + is a phone number; anything else is an e-mail (SPEC §5). */
export const PHONE_INPUT_PATTERN = /^\+?\d+$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Letters, digits, Chinese characters or spaces. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}\p{Script=Han} ]+$/u;
/** Letters or spaces. */
export const NAME_PATTERN = /^[\p{L} ]+$/u;

/** How a contact is given in login payloads (SPEC §3): 0 phone, 2 e-mail. */
export const ContactType = { phone: 0, email: 2 } as const;
export type ContactTypeValue = (typeof ContactType)[keyof typeof ContactType];

/**
 * What a one-time code is for. A code only works for the scene, contact and school it was sent for.
 * 1 sign-in or sign-up; 2 binding an e-mail (no calling code); 3 the bind phone-or-e-mail dialog;
 * 4 changing a contact on the security page or updating an account with a new contact (login step 3);
 * 5 confirming a refund request, sent to the signed-in account's own contact (sendRefundCode).
 */
export const CodeScene = { login: 1, bindEmail: 2, bindContact: 3, changeContact: 4, refund: 5 } as const;
export type CodeSceneValue = (typeof CodeScene)[keyof typeof CodeScene];
