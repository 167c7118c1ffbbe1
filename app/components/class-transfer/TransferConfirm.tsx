import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { TRANSFER_REASON_MAX, type TransferDifference, type TransferOption, type TransferResult } from "../../../schemas/api/calls/class-transfers.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { Field } from "../../../ui/Field.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { useMoment, useMoney } from "../auto-pay/use-formats.js";
import { useAnswer } from "../checkout/use-answer.js";
import { useClassName } from "./ClassFacts.js";
import { StepHeading } from "./TransferSteps.js";
import { usePayOrder } from "../payment/use-pay-order.js";

interface Props {
  classId: string;
  studentId: string;
  currentName: string;
  option: TransferOption;
  focusOnOpen: boolean;
  onBack(): void;
  onResult(result: TransferResult): void;
}

type Figures = { difference: TransferDifference; conflict: ResponseOf<"queryTimeConflict">["conflict"] };

/**
 * Step 2: what moves and what it costs (queryTransferDifference), a clash with another class if there is one, and the
 * family's reason (SPEC §5, required). Confirmed, the transfer is asked for once however often the button is pressed
 * (one idempotency key); a difference to pay goes straight on to the checkout's payment.
 */
export function TransferConfirm({ classId, studentId, currentName, option, focusOnOpen, onBack, onResult }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const money = useMoney();
  const className = useClassName();
  const pay = usePayOrder();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per request as sent: a repeat of it (a double click, a retry after a lost answer) is answered once.
  const attempt = useRef<{ body: string; key: string }>(undefined);
  const pair = { classId, toClassId: option.classId, studentId };
  const { answer } = useAnswer(JSON.stringify(pair), async (): Promise<Figures> => {
    const [difference, { conflict }] = await Promise.all([api.call("queryTransferDifference", pair, call), api.call("queryTimeConflict", pair, call)]);
    return { difference, conflict };
  });
  const figures = answer?.value ?? null;
  const loadFailure = answer?.failure !== undefined && !isSessionLost(answer.failure) ? failureMessage(answer.failure, t("classTransfer.confirm.failed")) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !figures) return;
    const trimmed = reason.trim();
    setProblem(trimmed === "");
    if (trimmed === "") return;
    setBusy(true);
    setFailure(null);
    const request = { ...pair, reason: trimmed };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    try {
      const result = await api.call("applyClassTransfer", request, call, { idempotencyKey: attempt.current.key });
      if (result.result === "toBePaid" && (await pay.start(result.orderId))) return;
      onResult(result);
    } catch (error) {
      if (!isSessionLost(error)) setFailure(failureMessage(error, t("classTransfer.confirm.failed")));
      setBusy(false);
    }
  };

  const toPay = figures?.difference.toPay.total ?? 0;
  return (
    <form className="account-form transfer-confirm" noValidate aria-busy={busy || figures === null || undefined} onSubmit={(event) => void submit(event)}>
      <StepHeading focusOnOpen={focusOnOpen}>{t("classTransfer.confirm.title")}</StepHeading>
      <dl className="transfer-facts">
        <div className="transfer-facts__row">
          <dt>{t("classTransfer.confirm.from")}</dt>
          <dd>{currentName}</dd>
        </div>
        <div className="transfer-facts__row">
          <dt>{t("classTransfer.confirm.to")}</dt>
          <dd>{className(option.card)}</dd>
        </div>
      </dl>
      {figures ? <DifferenceFigures figures={figures} /> : !loadFailure && <p role="status">{t("classTransfer.confirm.loading")}</p>}
      <Field label={t("classTransfer.confirm.reason")} hint={t("classTransfer.confirm.reasonHint", { max: TRANSFER_REASON_MAX })} error={problem ? t("classTransfer.confirm.reasonRequired") : null}>
        {(control) => (
          <textarea {...control} name="reason" className="form__input transfer-confirm__reason" required maxLength={TRANSFER_REASON_MAX} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
      {(failure ?? loadFailure) && (
        <p className="account-form__failure" role="alert">
          {failure ?? loadFailure}
        </p>
      )}
      <div className="class-transfer__actions">
        <button type="submit" className="button button--primary" disabled={busy || !figures || figures.conflict !== null}>
          {t(busy ? "classTransfer.confirm.submitting" : toPay > 0 ? "classTransfer.confirm.submitPay" : "classTransfer.confirm.submit", { amount: money(toPay) })}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onBack}>
          {t("classTransfer.confirm.back")}
        </button>
      </div>
    </form>
  );
}

function DifferenceFigures({ figures: { difference, conflict } }: { figures: Figures }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  const { toPay } = difference;
  return (
    <div className="transfer-difference">
      <p>{t("classTransfer.confirm.lessonsLeft", { count: difference.lessonsLeft, amount: money(difference.valueLeft) })}</p>
      <p>{t("classTransfer.confirm.lessonsTaken", { count: difference.lessonsTaken, amount: money(difference.valueTaken) })}</p>
      {toPay.total > 0 && (
        <>
          <p className="transfer-difference__total">{t("classTransfer.confirm.toPay", { amount: money(toPay.total) })}</p>
          {toPay.tax > 0 && <p>{t(toPay.taxIncluded ? "classTransfer.confirm.taxIncluded" : "classTransfer.confirm.taxAdded", { amount: money(toPay.tax) })}</p>}
          <p className="transfer-difference__notice">{t("classTransfer.confirm.payNotice")}</p>
        </>
      )}
      {difference.refundDue > 0 && <p className="transfer-difference__notice">{t("classTransfer.confirm.refundNotice", { amount: money(difference.refundDue) })}</p>}
      {difference.difference === 0 && <p>{t("classTransfer.confirm.noDifference")}</p>}
      {conflict && (
        <p className="transfer-difference__conflict" role="alert">
          {t("classTransfer.confirm.conflict", { title: conflict.title, date: moment(conflict.lesson.startsAt) })}
        </p>
      )}
    </div>
  );
}
