import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { TransferResult } from "../../../schemas/api/calls/class-transfers.js";
import { useMoment, useMoney } from "../auto-pay/use-formats.js";
import { StepHeading } from "./TransferSteps.js";
import { refusalText } from "./transfer-view.js";
import { usePayOrder } from "../payment/use-pay-order.js";

/**
 * Step 3 (SPEC §4 transfer result): success, with what customer service owes back; to be paid, with the way to pay
 * (the old class kept until then); failure, with why, to choose again.
 */
export function TransferOutcome({ result, onChooseAgain }: { result: TransferResult; onChooseAgain(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const back = (
    <Link className="button" to={SCREENS.classTransfer}>
      {t("classTransfer.result.backToList")}
    </Link>
  );
  switch (result.result) {
    case "success":
      return (
        <div className="transfer-outcome transfer-outcome--success">
          <StepHeading focusOnOpen>{t("classTransfer.result.successTitle")}</StepHeading>
          <p role="status">{t("classTransfer.result.success")}</p>
          {result.refundDue > 0 && <p className="transfer-difference__notice">{t("classTransfer.result.refundDue", { amount: money(result.refundDue) })}</p>}
          <div className="class-transfer__actions">{back}</div>
        </div>
      );
    case "toBePaid":
      return <WaitingForPayment result={result} back={back} />;
    case "failure":
      return (
        <div className="transfer-outcome transfer-outcome--failure">
          <StepHeading focusOnOpen>{t("classTransfer.result.failureTitle")}</StepHeading>
          <p role="alert">{t(refusalText(result.refusal.reason))}</p>
          <div className="class-transfer__actions">
            <button type="button" className="button button--primary" onClick={onChooseAgain}>
              {t("classTransfer.result.chooseAgain")}
            </button>
            {back}
          </div>
        </div>
      );
  }
}

function WaitingForPayment({ result, back }: { result: Extract<TransferResult, { result: "toBePaid" }>; back: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  const pay = usePayOrder();
  return (
    <div className="transfer-outcome">
      <StepHeading focusOnOpen>{t("classTransfer.result.toBePaidTitle")}</StepHeading>
      <p>{t("classTransfer.result.toBePaid", { amount: money(result.total), date: moment(result.expiresAt) })}</p>
      {pay.state === "failed" && (
        <p className="account-form__failure" role="alert">
          {t("classTransfer.result.payFailed")}
        </p>
      )}
      <div className="class-transfer__actions">
        <button type="button" className="button button--primary" disabled={pay.state === "paying"} onClick={() => void pay.start(result.orderId)}>
          {t(pay.state === "paying" ? "classTransfer.result.paying" : "classTransfer.result.payNow")}
        </button>
        {back}
      </div>
    </div>
  );
}
