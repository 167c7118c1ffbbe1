import { ErrorCode, isApiError } from "../../../../api/errors.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";

/** SPEC §8: the server's message when it sent one, else the caller's translated fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && !error.isNetworkError && error.message ? error.message : fallback;
}

/** Code 9: the session is gone; the caller opens the login dialog. */
export function isSessionLost(error: unknown): boolean {
  return isApiError(error, ErrorCode.SESSION_INVALID);
}

/**
 * What a dialog shows when its call failed (SPEC §8): code 9 closes it and opens the login dialog, leaving
 * nothing to show; any other failure, its message.
 */
export function dialogCallFailure(error: unknown, fallback: string, closeDialog: () => void): string | undefined {
  if (!isSessionLost(error)) return failureMessage(error, fallback);
  closeDialog();
  useLoginDialog.getState().openLogin();
  return undefined;
}
