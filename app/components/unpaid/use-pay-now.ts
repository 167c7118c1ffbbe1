import { useNavigate } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { useBindDialog } from "../account/bind/bind-dialog-store.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { orderCreatePath } from "../checkout/checkout-paths.js";
import { payNowStep } from "./unpaid-rules.js";

/**
 * 'Pay now' of an owed class (SPEC §4 unpaid-course check helper): toBePaidCheck first; 1 and 2 open the shell's
 * bind dialogs and 3 the student's details, each trying again once done; otherwise the order page of the
 * class's next stages (/order/create/{skuId}?fromPage=unpaid-courses-list&studentId=…).
 */
export function usePayNow(skuId: string, studentId: string) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const openBindEmail = useBindDialog((state) => state.openBindEmail);
  const openBindContact = useBindDialog((state) => state.openBindContact);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [completingInfo, setCompletingInfo] = useState(false);

  const start = useCallback(
    async function run(): Promise<void> {
      setBusy(true);
      setFailure(null);
      try {
        const { helper } = await api.call("toBePaidCheck", { skuId, studentId }, call);
        const step = payNowStep(helper.status);
        const again = () => void run();
        if (step === "bindEmail") openBindEmail({ onBound: again });
        else if (step === "bindPhone") openBindContact({ onBound: again });
        else if (step === "studentInfo") setCompletingInfo(true);
        else await navigate(orderCreatePath(skuId, "plain", { studentId, fromUnpaidList: true }));
      } catch (error) {
        // Code 9: the shell says the session has expired.
        if (!isSessionLost(error)) setFailure(failureMessage(error, t("unpaid.class.failed")));
      } finally {
        setBusy(false);
      }
    },
    [api, call, navigate, openBindContact, openBindEmail, skuId, studentId, t],
  );

  const infoCompleted = useCallback(() => {
    setCompletingInfo(false);
    void start();
  }, [start]);

  return { start, busy, failure, completingInfo, infoCompleted, closeInfo: useCallback(() => setCompletingInfo(false), []) };
}
