import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { failureOf, invalidFieldsOf, type FormOutcome } from "./form-outcome.js";

/**
 * A form of the tool that stays on its screen: its last outcome once the action answered (not while it
 * runs), the fields and failure to show, and, when asked, the form emptied after a success (an "add" form).
 */
export function useFormFetcher<Intent extends string, Result>({ resetOnSuccess = false } = {}) {
  const fetcher = useFetcher<FormOutcome<Intent, Result>>();
  const formRef = useRef<HTMLFormElement>(null);
  const outcome = fetcher.state === "idle" ? fetcher.data : undefined;
  const succeeded = outcome?.ok === true;
  useEffect(() => {
    if (resetOnSuccess && succeeded) formRef.current?.reset();
  }, [resetOnSuccess, succeeded, outcome]);
  return {
    fetcher,
    formRef,
    outcome,
    busy: fetcher.state !== "idle",
    invalidFields: invalidFieldsOf(outcome),
    failure: failureOf(outcome),
  };
}
