import { useRevalidator } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { CLOSURE_AUTO_APPROVE_DAYS } from "../../../rules/auto-pay/closure-approval.js";
import type { AutoPayStatus } from "../../../schemas/api/calls/auto-pay.js";
import { Field } from "../../../ui/Field.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { useMoment } from "./use-formats.js";

/** The contract's bound of a closure reason. */
const REASON_MAX_LENGTH = 500;

/**
 * Closing auto pay (SPEC §4, §5): the latest request and what became of it, and while auto pay is on and no request
 * is under review, a request with its reason (required).
 */
export function ClosurePanel({ status }: { status: AutoPayStatus }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { closure } = status;
  const requestable = status.open && closure?.status !== "under_review";
  if (!closure && !requestable) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t("autoPay.closure.heading")}</h3>
      {closure && <ClosureState closure={closure} />}
      {requestable && <ClosureRequestForm orderId={status.orderId} />}
    </section>
  );
}

function ClosureState({ closure }: { closure: NonNullable<AutoPayStatus["closure"]> }) {
  const { t } = useTranslation();
  const moment = useMoment();
  const text =
    closure.status === "under_review"
      ? t("autoPay.closure.underReview", { date: moment(closure.requestedAt), autoApprove: moment(closure.autoApproveAt) })
      : t(`autoPay.closure.${closure.status}`, { date: moment(closure.decidedAt ?? closure.requestedAt), requested: moment(closure.requestedAt) });
  return (
    <>
      <p>{text}</p>
      <p className="auto-pay-card__reason">{t("autoPay.closure.yourReason", { reason: closure.reason })}</p>
      {closure.note && <p className="auto-pay-card__reason">{t("autoPay.closure.note", { note: closure.note })}</p>}
    </>
  );
}

type Sending = { kind: "idle" | "sending" } | { kind: "failed"; message: string };

function ClosureRequestForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState<Sending>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.kind === "sending") return;
    if (!reason.trim()) return setMissing(true);
    setMissing(false);
    setSending({ kind: "sending" });
    try {
      await api.call("applyAutoPayClosure", { orderId, reason }, call);
      setSending({ kind: "idle" });
      revalidator.revalidate();
    } catch (error) {
      setSending({ kind: "failed", message: failureMessage(error, t("autoPay.closure.failed")) });
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t("autoPay.closure.explain", { days: CLOSURE_AUTO_APPROVE_DAYS })}</p>
      <Field label={t("autoPay.closure.reason")} error={missing ? t("autoPay.closure.reasonRequired") : null}>
        {(control) => (
          <textarea
            {...control}
            className="form__input lead-form__textarea"
            name="reason"
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (missing && event.target.value.trim()) setMissing(false);
            }}
          />
        )}
      </Field>
      {sending.kind === "failed" && (
        <p className="account-form__failure" role="alert">
          {sending.message}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={sending.kind === "sending"}>
          {t(sending.kind === "sending" ? "autoPay.closure.sending" : "autoPay.closure.submit")}
        </button>
      </div>
    </form>
  );
}
