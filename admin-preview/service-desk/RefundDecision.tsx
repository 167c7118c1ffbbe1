import { useTranslation } from "react-i18next";
import { formatPrice } from "../../rules/regional/prices.js";
import { REFUND_REASONS } from "../../schemas/api/calls/refunds.js";
import type { OrderTimeline } from "../../schemas/api/calls/service-desk.js";
import { REFUND_NOTE_MAX, type ServiceRefund } from "../../schemas/api/calls/service-desk-refunds.js";
import { Field } from "../../ui/Field.js";
import { AdminTime } from "../frame/AdminTime.js";
import { FailureAlert } from "../frame/FailureAlert.js";
import { useFormFetcher } from "../frame/use-form-fetcher.js";
import { APPROVE_REFUND, REJECT_REFUND } from "./intents.js";
import { openRefundOf } from "./refund-decision.js";

/** The refund panel's two forms. */
type RefundIntent = typeof APPROVE_REFUND | typeof REJECT_REFUND;

/**
 * An order's open refund for customer service (decision 0024): a request waiting is approved or rejected with a note
 * the parent reads (required to reject); an approved one is shown while its gateway gives the money back.
 */
export function RefundDecision({ timeline }: { timeline: OrderTimeline }) {
  const { t } = useTranslation("admin");
  const { fetcher, busy, failure, invalidFields } = useFormFetcher<RefundIntent, ServiceRefund>();
  const refund = openRefundOf(timeline.events);
  if (!refund) return null;
  const reason = REFUND_REASONS.find((candidate) => candidate.reasonId === refund.reasonId);
  return (
    <section className="admin-panel" aria-labelledby="order-refund">
      <h2 id="order-refund">{t("serviceDesk.refund.title")}</h2>
      <dl className="admin-facts">
        <dt>{t("serviceDesk.refund.amount")}</dt>
        <dd>{formatPrice(refund.amount, timeline.order.currency)}</dd>
        <dt>{t("serviceDesk.refund.reason")}</dt>
        <dd>{[reason ? t(`serviceDesk.refund.reasons.${reason.key}`) : `#${refund.reasonId}`, refund.reasonText].filter(Boolean).join(": ")}</dd>
        <dt>{t("serviceDesk.refund.requested")}</dt>
        <dd>
          <AdminTime value={refund.requestedAt} />
        </dd>
      </dl>
      {refund.state === "approved" ? (
        <p className="admin-note" role="status">
          {t("serviceDesk.refund.givingBack")}
        </p>
      ) : (
        <fetcher.Form method="post" className="admin-form">
          <input type="hidden" name="refundId" value={refund.refundId} />
          <Field look="tool" label={t("serviceDesk.refund.note")} hint={t("serviceDesk.refund.noteHint")} error={invalidFields.includes("note") ? t("serviceDesk.refund.noteRequired") : null}>
            {(control) => <textarea {...control} name="note" rows={3} maxLength={REFUND_NOTE_MAX} />}
          </Field>
          <FailureAlert failure={failure} />
          <div className="admin-form--inline">
            <button type="submit" name="intent" value={APPROVE_REFUND} className="admin-button admin-button--primary" disabled={busy}>
              {t("serviceDesk.refund.approve")}
            </button>
            <button type="submit" name="intent" value={REJECT_REFUND} className="admin-button admin-button--danger" disabled={busy}>
              {t("serviceDesk.refund.reject")}
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
