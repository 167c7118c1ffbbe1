import { isApiError } from "../../../../api/errors.js";

/**
 * What a failed account call says to the visitor (SPEC §8): the server's message for a refused call,
 * otherwise the translated fallback (no answer at all, or an unexpected failure).
 */
export function failureText(failure: unknown, fallback: string): string {
  return isApiError(failure) && !failure.isNetworkError && failure.message ? failure.message : fallback;
}
