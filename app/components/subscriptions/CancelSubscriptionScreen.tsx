import { Link, useNavigate } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { SUBSCRIPTION_CANCEL_NOTE_MAX } from "../../../schemas/api/calls/subscriptions.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { Field } from "../../../ui/Field.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { subscriptionDetailPath } from "./subscription-paths.js";
import { cancelEffectOf, cancelFormProblem, cancelledState, cancelReasonIdOf, type CancelReasonId } from "./subscription-view.js";
import { useDay } from "./use-day.js";

type Detail = ResponseOf<"querySubscriptionDetail">;
type Reason = ResponseOf<"querySubscriptionCancelReasons">["list"][number];

/**
 * /my-subscription/cancelSubscription/{id} (SPEC §2, §4: cancellation is done via the learning centre): what asking
 * does (recorded for the centre, nothing more charged, practice open until the time paid for ends, or ending now when
 * the current period is unpaid), then the request: a reason (required) and a note; sent, back to the detail.
 */
export function CancelSubscriptionScreen({ subscription, reasons }: { subscription: Detail; reasons: readonly Reason[] }) {
  const { t } = useTranslation();
  const day = useDay();
  const detail = subscriptionDetailPath(subscription.subscriptionId);
  return (
    <section className="subscription" aria-labelledby="subscription-cancel-title">
      <p className="subscription__back">
        <Link to={detail}>{t("subscriptions.cancel.back")}</Link>
      </p>
      <h1 id="subscription-cancel-title">{t("subscriptions.cancel.title")}</h1>
      <p className="subscription__plan">{subscription.title}</p>
      <div className="subscription__section subscription-cancel__terms">
        <p>{t("subscriptions.cancel.learningCentre")}</p>
        <p>{t("subscriptions.cancel.noMoreCharges")}</p>
        <p>{t(`subscriptions.cancel.effect.${cancelEffectOf(subscription)}`, { date: day(subscription.paidUntil) })}</p>
      </div>
      <CancelForm subscriptionId={subscription.subscriptionId} reasons={reasons} detail={detail} />
    </section>
  );
}

function CancelForm({ subscriptionId, reasons, detail }: { subscriptionId: string; reasons: readonly Reason[]; detail: string }) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const navigate = useNavigate();
  const [reasonId, setReasonId] = useState<CancelReasonId | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<"reason" | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One request, however often it is sent: a repeat gets the first answer (the call is idempotent).
  const idempotencyKey = useRef<string>(undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = cancelFormProblem(reasonId);
    setProblem(found);
    if (found || reasonId === null) return;
    setBusy(true);
    setFailure(null);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const answer = await api.call("cancelSubscription", { subscriptionId, reasonId, note }, call, { idempotencyKey: idempotencyKey.current });
      void navigate(detail, { replace: true, state: cancelledState(answer) });
    } catch (error) {
      // Code 9: the shell says the session has expired.
      if (!isSessionLost(error)) setFailure(failureMessage(error, t("subscriptions.cancel.failed")));
      setBusy(false);
    }
  };

  return (
    <form className="account-form subscription-cancel" noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <fieldset className="account-form__choices" aria-describedby={problem ? "subscription-reason-error" : undefined}>
        <legend className="account-form__label">{t("subscriptions.cancel.reason")}</legend>
        {reasons.map((reason) => (
          <label key={reason.reasonId} className="account-form__choice">
            <input type="radio" name="reasonId" value={reason.reasonId} checked={reasonId === reason.reasonId} onChange={() => setReasonId(cancelReasonIdOf(reason.reasonId))} />
            {reason.text}
          </label>
        ))}
        {problem && (
          <p className="account-form__error" id="subscription-reason-error">
            {t("subscriptions.cancel.reasonRequired")}
          </p>
        )}
      </fieldset>
      <Field label={t("subscriptions.cancel.note")} optional={t("subscriptions.cancel.optional")}>
        {(control) => <textarea {...control} name="note" className="form__input subscription-cancel__note" maxLength={SUBSCRIPTION_CANCEL_NOTE_MAX} rows={4} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      {failure && (
        <p className="account-form__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="subscription-cancel__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(busy ? "subscriptions.cancel.submitting" : "subscriptions.cancel.submit")}
        </button>
        <Link className="button" to={detail}>
          {t("subscriptions.cancel.keep")}
        </Link>
      </div>
    </form>
  );
}
