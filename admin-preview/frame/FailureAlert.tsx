import { useTranslation } from "react-i18next";
import { ErrorCode } from "../../api/errors.js";
import type { Failure } from "./form-outcome.js";

/** Refusals the tool words in the editor's language; any other shows the service's own message. */
const FAILURE_KEYS: Partial<Record<number, string>> = {
  [ErrorCode.STAFF_SIGN_IN_FAILED]: "failures.signInFailed",
  [ErrorCode.OPERATION_TOO_FREQUENT]: "failures.tooFrequent",
  [ErrorCode.ROLE_FORBIDDEN]: "failures.roleForbidden",
  [ErrorCode.PAGE_PATH_TAKEN]: "failures.pathTaken",
  [ErrorCode.NETWORK_ERROR]: "failures.network",
};

export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation("admin");
  return (failure) => {
    const key = FAILURE_KEYS[failure.code];
    return key ? t(key) : failure.message;
  };
}

/** The service's refusal of the last action, near its form. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  const failureText = useFailureText();
  if (!failure) return null;
  return (
    <p className="admin-alert" role="alert">
      {failureText(failure)}
    </p>
  );
}
