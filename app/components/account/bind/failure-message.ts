import { ErrorCode, isApiError } from "../../../../api/errors.js";

/** SPEC §8: the server's message when it sent one, else the caller's translated fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && !error.isNetworkError && error.message ? error.message : fallback;
}

/** Code 9: the session is gone; the caller opens the login dialog. */
export function isSessionLost(error: unknown): boolean {
  return isApiError(error, ErrorCode.SESSION_INVALID);
}
