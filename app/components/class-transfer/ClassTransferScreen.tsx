import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { MAX_TRANSFERS_PER_CLASS } from "../../../rules/learning/class-transfer.js";
import type { TransferOption, TransferResult } from "../../../schemas/api/calls/class-transfers.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { useMoment } from "../auto-pay/use-formats.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { ClassFacts, useClassName } from "./ClassFacts.js";
import { TransferChoice } from "./TransferChoice.js";
import { TransferConfirm } from "./TransferConfirm.js";
import { TransferOutcome } from "./TransferOutcome.js";
import { TransferSteps } from "./TransferSteps.js";

type Transfer = ResponseOf<"queryTransferOptions">;
type Step = { kind: "choose"; chosen: string | null } | { kind: "confirm"; option: TransferOption } | { kind: "result"; result: TransferResult };

/**
 * /my-class-transfer/class-transfer/{classId} (SPEC §2: transfer has 3 steps): the class now, then choose a class of
 * the course, confirm the difference with a reason (paying it through the checkout when positive), and the result.
 */
export function ClassTransferScreen({ transfer: loaded }: { transfer: Transfer }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const className = useClassName();
  const moment = useMoment();
  const [transfer, setTransfer] = useState(loaded);
  const [step, setStep] = useState<Step>({ kind: "choose", chosen: null });
  const [moved, setMoved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { place } = transfer;
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  // After a refusal the options are asked again: seats, sessions and the place itself may have changed.
  const chooseAgain = async () => {
    try {
      setTransfer(await api.call("queryTransferOptions", { classId: place.classId, studentId: place.student.uid }, call));
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error, t("classTransfer.confirm.failed")));
    }
    go({ kind: "choose", chosen: null });
  };
  return (
    <section className="class-transfer" aria-labelledby="class-transfer-title">
      <h1 id="class-transfer-title">{t("classTransfer.transfer.title")}</h1>
      <div className="transfer-current">
        <h2 className="transfer-current__title">
          {t("classTransfer.transfer.current")}: {place.card.title}
        </h2>
        <p>{t("classTransfer.transfer.student", { name: studentDisplayName(place.student, site.features.easternNameOrderEnabled) })}</p>
        <ClassFacts card={place.card} />
        <p>{t("classTransfer.list.transfersLeft", { left: place.transfersLeft, max: MAX_TRANSFERS_PER_CLASS })}</p>
        {place.pending?.orderId && (
          <p className="transfer-place__pending" role="status">
            {place.pending.expiresAt && t("classTransfer.list.pending", { date: moment(place.pending.expiresAt) })}{" "}
            <Link to={orderResultPath(place.pending.orderId)}>{t("classTransfer.list.payPending")}</Link>
          </p>
        )}
      </div>
      <TransferSteps current={step.kind} />
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      {step.kind === "choose" && <TransferChoice options={transfer.options} chosen={step.chosen} focusOnOpen={moved} onChosen={(option) => go({ kind: "confirm", option })} />}
      {step.kind === "confirm" && (
        <TransferConfirm
          classId={place.classId}
          studentId={place.student.uid}
          currentName={className(place.card)}
          option={step.option}
          focusOnOpen={moved}
          onBack={() => go({ kind: "choose", chosen: step.option.classId })}
          onResult={(result) => go({ kind: "result", result })}
        />
      )}
      {step.kind === "result" && <TransferOutcome result={step.result} onChooseAgain={() => void chooseAgain()} />}
    </section>
  );
}
