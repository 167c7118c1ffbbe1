import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import type { SubOrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { StageTable } from "../checkout/PaymentChoice.js";
import { orderStatusTextKey } from "../orders/order-status.js";
import { paymentAmountText } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { OrderFactList } from "./OrderFactList.js";
import { orderDetailPath } from "./order-detail-rules.js";

/**
 * /order/detail/sub/{id}: one line of an order with the items that come with it, its prices as stored, its
 * instalment stages and the lessons it paid for and got back.
 */
export function SubOrderScreen({ subOrder }: { subOrder: SubOrderDetail }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const statusKey = orderStatusTextKey(subOrder.status);
  const price = (amount: number) => paymentAmountText(amount, subOrder.currency, site.currency, language);
  const { line, lessons } = subOrder;
  return (
    <section className="order-detail" aria-labelledby="sub-order-title">
      <p className="order-detail__back">
        <Link to={orderDetailPath(subOrder.orderId)}>{t("orderDetail.backToOrder", { number: subOrder.orderId })}</Link>
      </p>
      <h1 id="sub-order-title">{line.title}</h1>
      <OrderFactList
        facts={[
          [t("orderDetail.number"), subOrder.orderId],
          [t("orderDetail.orderedAt"), formatDateTime(subOrder.createdAt, site, language, { timezone })],
          statusKey && [t("orderDetail.status"), t(statusKey)],
          [t("orderDetail.sub.quantity"), line.quantity],
          [t("orderDetail.sub.unitPrice"), price(line.unitPrice)],
          line.couponSaving > 0 && [t("payment.figures.couponSaving"), `-${price(line.couponSaving)}`],
          line.groupDiscount > 0 && [t("payment.figures.groupDiscount"), `-${price(line.groupDiscount)}`],
          [t("orderDetail.lessons.paid"), lessons.paid],
          [t("orderDetail.lessons.refunded"), lessons.refunded ?? t("orderDetail.lessons.wholeOrder")],
        ]}
      />
      {subOrder.attached.length > 0 && (
        <section className="order-detail__section" aria-labelledby="sub-order-attached">
          <h2 id="sub-order-attached">{t("orderDetail.sub.attached")}</h2>
          <ul className="order-detail__sub-orders">
            {subOrder.attached.map((item) => (
              <li key={item.lineNo} className="order-detail__item">
                <span>{item.title}</span>
                <span className="order-detail__quantity">{t("orderDetail.subOrders.quantity", { quantity: item.quantity })}</span>
                <span>{price(item.unitPrice)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {subOrder.stages.length > 0 && <StageTable stages={subOrder.stages} />}
    </section>
  );
}
