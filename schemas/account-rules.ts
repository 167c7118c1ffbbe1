import { z } from "zod";
import { ACCOUNT_LIMITS, CODE_PATTERN, EMAIL_PATTERN, NAME_PATTERN, NICKNAME_PATTERN } from "./account-values.js";

/** The zod fields of account input (SPEC §5), built on the patterns of account-values.ts. */
export const callingCodeField = z.string().max(5).regex(/^\+\d{1,4}$/, "must be + and 1 to 4 digits");
export const phoneField = z.string().max(16).regex(/^\d{4,16}$/, "must be 4 to 16 digits");
export const emailField = z
  .string()
  .trim()
  .max(ACCOUNT_LIMITS.emailMaxLength)
  .regex(EMAIL_PATTERN, "must be an e-mail address");
export const codeField = z.string().max(6).regex(CODE_PATTERN, "must be 6 digits");
export const nicknameField = z
  .string()
  .trim()
  .min(1)
  .max(ACCOUNT_LIMITS.nicknameMaxLength)
  .regex(NICKNAME_PATTERN, "letters, digits, Chinese characters or spaces only");
export const personNameField = z
  .string()
  .trim()
  .min(1)
  .max(ACCOUNT_LIMITS.nameMaxLength)
  .regex(NAME_PATTERN, "letters or spaces only");
