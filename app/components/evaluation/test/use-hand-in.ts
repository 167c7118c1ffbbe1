import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../../api/site-api-context.js";
import { useLoginDialog } from "../../../lib/account/login-dialog.js";
import { failureMessage, isSessionLost } from "../../account/bind/failure-message.js";

export type HandInState = { phase: "answering" } | { phase: "sending" } | { phase: "failed"; reason: string };

/**
 * Handing the attempt in (submitLevelTest), once at a time, after the answers still being saved: the report's id to
 * `onHandedIn`. A failure can be tried again; asked again, the service answers the same report.
 */
export function useHandIn(attemptId: string, settled: () => Promise<void>, onHandedIn: (reportId: string) => void) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [state, setState] = useState<HandInState>({ phase: "answering" });
  const sending = useRef(false);
  const done = useRef(onHandedIn);
  done.current = onHandedIn;

  const handIn = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setState({ phase: "sending" });
    try {
      await settled();
      const { reportId } = await api.call("submitLevelTest", { attemptId }, call);
      // Still "sending": the page is left for the report.
      done.current(reportId);
    } catch (error) {
      sending.current = false;
      if (isSessionLost(error)) useLoginDialog.getState().openLogin({ successUrl: window.location.pathname + window.location.search });
      setState({ phase: "failed", reason: failureMessage(error, t("evaluation.test.handInFailed")) });
    }
  }, [api, call, attemptId, settled, t]);

  return { state, handIn };
}
