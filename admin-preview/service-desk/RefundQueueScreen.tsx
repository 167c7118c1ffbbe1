import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REFUND_REASONS } from "../../schemas/api/calls/refunds.js";
import type { ServiceRefund } from "../../schemas/api/calls/service-desk-refunds.js";
import { formatPrice } from "../../rules/regional/prices.js";
import { AdminTime } from "../frame/AdminTime.js";

/** Where the refunds waiting for a decision are listed (app/routes/admin.orders.refunds.tsx). */
export const REFUND_QUEUE_PATH = "/admin/orders/refunds";

/** The way from the desk's search to the refunds waiting for a decision. */
export function RefundQueueLink() {
  const { t } = useTranslation("admin");
  return (
    <p>
      <Link to={REFUND_QUEUE_PATH}>{t("serviceDesk.refundQueue.link")}</Link>
    </p>
  );
}

/** Refund requests waiting for customer service, the longest waiting first, each leading to its order (decision 0024). */
export function RefundQueueScreen({ refunds, more }: { refunds: ServiceRefund[]; more: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <p className="admin-breadcrumb">
        <Link to="/admin/orders">{t("serviceDesk.order.back")}</Link>
      </p>
      <h1>{t("serviceDesk.refundQueue.title")}</h1>
      {refunds.length === 0 ? (
        <p role="status">{t("serviceDesk.refundQueue.none")}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("serviceDesk.columns.order")}</th>
              <th scope="col">{t("serviceDesk.columns.site")}</th>
              <th scope="col">{t("serviceDesk.refund.amount")}</th>
              <th scope="col">{t("serviceDesk.refund.reason")}</th>
              <th scope="col">{t("serviceDesk.refund.requested")}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((refund) => {
              const reason = REFUND_REASONS.find((candidate) => candidate.reasonId === refund.reason.reasonId);
              return (
                <tr key={refund.refundId}>
                  <th scope="row">
                    <Link to={`/admin/orders/${refund.orderId}`}>{refund.orderId}</Link>
                  </th>
                  <td>{refund.locale}</td>
                  <td>{formatPrice(refund.amount, refund.currency)}</td>
                  <td>{[reason ? t(`serviceDesk.refund.reasons.${reason.key}`) : refund.reason.text, refund.reasonText].filter(Boolean).join(": ")}</td>
                  <td>
                    <AdminTime value={refund.requestedAt} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {more && <p className="admin-note">{t("serviceDesk.refundQueue.more", { count: refunds.length })}</p>}
    </>
  );
}
