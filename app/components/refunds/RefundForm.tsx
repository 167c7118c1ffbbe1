import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import { REFUND_REASON_NEEDING_TEXT, REFUND_REASON_TEXT_MAX, type RefundDetail } from "../../../schemas/api/calls/refunds.js";
import { ACCOUNT_LIMITS } from "../../../schemas/account-values.js";
import { useCountdown } from "../../../ui/countdown.js";
import { Field } from "../../../ui/Field.js";
import { SendCodeButton } from "../../../ui/SendCodeButton.js";
import { CodeInput } from "../account/bind/CodeInput.js";
import { failureMessage } from "../account/bind/failure-message.js";
import { isRefusalCode, knownReasonId, refundFormProblem, type RefundFormProblem, type RefundPreview, type RefundReason, type RefundReasonId, type RefusalCode } from "./refund-page.js";

const PROBLEM_TEXTS: Record<RefundFormProblem, string> = {
  reason: "refunds.form.reasonRequired",
  reasonText: "login.errors.required",
  code: "login.errors.codeRequired",
  terms: "login.errors.policiesRequired",
};

interface Props {
  preview: RefundPreview;
  reasons: RefundReason[];
  onRequested(refund: RefundDetail): void;
  onRefused(code: RefusalCode): void;
}

/**
 * The request (SPEC §5): a reason (the parent's words for "other"), a one-time code sent to the account's own contact,
 * the refund terms agreed. Sent for the amount the parent was shown, so a refund that changed meanwhile is refused
 * (209) rather than asked for unseen.
 */
export function RefundForm({ preview, reasons, onRequested, onRefused }: Props) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [reasonId, setReasonId] = useState<RefundReasonId | null>(null);
  const [reasonText, setReasonText] = useState("");
  const [code, setCode] = useState("");
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const [busy, setBusy] = useState<"send" | "submit" | null>(null);
  const [problem, setProblem] = useState<RefundFormProblem | null>(null);
  const [failure, setFailure] = useState<string>();
  // One request, however often it is sent: a repeat gets the first answer (the call is idempotent).
  const idempotencyKey = useRef<string>(undefined);

  const refusedOr = (error: unknown, fallback: string) => {
    if (isApiError(error) && isRefusalCode(error.code)) onRefused(error.code);
    else setFailure(failureMessage(error, fallback));
  };

  const sendCode = async () => {
    setBusy("send");
    setFailure(undefined);
    try {
      const sent = await api.call("sendRefundCode", { orderId: preview.orderId }, call);
      setSentTo(sent.contact);
      setResendAt(Date.now() + ACCOUNT_LIMITS.resendSeconds * 1000);
    } catch (error) {
      refusedOr(error, t("refunds.form.sendFailed"));
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = refundFormProblem({ reasonId, reasonText, code, termsAgreed });
    setProblem(found);
    if (found || reasonId === null) return;
    setBusy("submit");
    setFailure(undefined);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const request = { orderId: preview.orderId, reasonId, reasonText, verificationCode: code, termsAgreed: true as const, amount: preview.amount };
      onRequested(await api.call("applyRefund", request, call, { idempotencyKey: idempotencyKey.current }));
    } catch (error) {
      refusedOr(error, t("refunds.form.failed"));
      setBusy(null);
    }
  };

  const errorFor = (field: RefundFormProblem) => (problem === field ? t(PROBLEM_TEXTS[field]) : null);
  return (
    <form className="account-form refund-form" noValidate aria-busy={busy !== null || undefined} onSubmit={submit}>
      <fieldset className="account-form__choices refund-form__reasons" aria-describedby={problem === "reason" ? "refund-reason-error" : undefined}>
        <legend className="account-form__label">{t("refunds.form.reason")}</legend>
        {reasons.map((reason) => (
          <label key={reason.reasonId} className="account-form__choice">
            <input type="radio" name="reasonId" value={reason.reasonId} checked={reasonId === reason.reasonId} onChange={() => setReasonId(knownReasonId(reason.reasonId))} />
            {reason.text}
          </label>
        ))}
        {problem === "reason" && (
          <p className="account-form__error" id="refund-reason-error">
            {t(PROBLEM_TEXTS.reason)}
          </p>
        )}
      </fieldset>
      {reasonId === REFUND_REASON_NEEDING_TEXT && (
        <Field label={t("refunds.form.reasonText")} error={errorFor("reasonText")}>
          {(control) => <textarea {...control} name="reasonText" className="form__input refund-form__text" maxLength={REFUND_REASON_TEXT_MAX} rows={3} value={reasonText} onChange={(event) => setReasonText(event.target.value)} />}
        </Field>
      )}
      <fieldset className="refund-form__verify">
        <legend className="account-form__label">{t("refunds.form.verify")}</legend>
        {sentTo && (
          <p className="account-form__status" role="status">
            {t("refunds.form.sentTo", { contact: sentTo })}
          </p>
        )}
        <div className="account-form__code-row">
          <CodeInput value={code} onChange={setCode} />
          <SendCodeButton sent={sentTo !== null} secondsLeft={secondsLeft} busy={busy !== null} onClick={() => void sendCode()} />
        </div>
        {problem === "code" && <p className="account-form__error">{t(PROBLEM_TEXTS.code)}</p>}
      </fieldset>
      <label className="account-form__choice refund-form__terms">
        <input type="checkbox" name="termsAgreed" checked={termsAgreed} onChange={(event) => setTermsAgreed(event.target.checked)} />
        {t("refunds.form.terms")}
      </label>
      <a className="refund-form__policy" href="/refund-policy" target="_blank" rel="noreferrer">
        {t("refunds.form.policy")}
      </a>
      {problem === "terms" && <p className="account-form__error">{t(PROBLEM_TEXTS.terms)}</p>}
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--primary account-form__submit" disabled={busy !== null}>
        {t(busy === "submit" ? "refunds.form.submitting" : "refunds.form.submit")}
      </button>
    </form>
  );
}
