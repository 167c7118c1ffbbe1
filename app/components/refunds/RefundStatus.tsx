import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { RefundDetail } from "../../../schemas/api/calls/refunds.js";
import { useShell } from "../shell/use-shell.js";
import { RefundFigures } from "./RefundFigures.js";
import { orderDetailPath, refundStatusKey } from "./refund-page.js";

/** When the money arrives (SPEC §9): 7-14 business days, about 7-12 working days in Chinese, as the server says for the language. */
export function ArrivalNotice({ arrival }: { arrival: RefundDetail["arrival"] }) {
  const { t } = useTranslation();
  return <p className="refund-arrival">{t(arrival.approximate ? "refunds.arrival.about" : "refunds.arrival.exact", { min: arrival.minDays, max: arrival.maxDays })}</p>;
}

/** A refund asked for: where it stands, customer service's note, the dates, what comes back and when. */
export function RefundStatus({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const when = (instant: string) => formatDateTime(instant, site, language, { timezone });
  return (
    <div className={`refund-status refund-status--${refund.status}`}>
      <p className="refund-status__state" role="status">
        {t(refundStatusKey(refund.status))}
      </p>
      {refund.status !== "rejected" && <ArrivalNotice arrival={refund.arrival} />}
      <dl className="refund-status__facts">
        <dt>{t("refunds.detail.reason")}</dt>
        <dd>{[refund.reason.text, refund.reasonText].filter(Boolean).join(": ")}</dd>
        <dt>{t("refunds.detail.requestedAt")}</dt>
        <dd>{when(refund.requestedAt)}</dd>
        {refund.decidedAt && (
          <>
            <dt>{t("refunds.detail.decidedAt")}</dt>
            <dd>{when(refund.decidedAt)}</dd>
          </>
        )}
        {refund.note && (
          <>
            <dt>{t("refunds.detail.note")}</dt>
            <dd>{refund.note}</dd>
          </>
        )}
        {refund.refundedAt && (
          <>
            <dt>{t("refunds.detail.refundedAt")}</dt>
            <dd>{when(refund.refundedAt)}</dd>
          </>
        )}
      </dl>
      <RefundFigures figures={refund} />
      <Link className="button" to={orderDetailPath(refund.orderId)}>
        {t("refunds.backToOrder")}
      </Link>
    </div>
  );
}
