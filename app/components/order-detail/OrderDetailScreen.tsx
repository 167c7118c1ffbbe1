import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { addressWindowEndText } from "../../../rules/commerce/address-window.js";
import { formatDateTime } from "../../../rules/regional/dates.js";
import { SCREENS } from "../../../rules/screens.js";
import type { OrderDetail } from "../../../schemas/api/calls/order-detail.js";
import { DEBIT_METHODS, ORDER_STATUS, PAYMENT_METHODS } from "../../../schemas/commerce.js";
import { StageTable } from "../checkout/PaymentChoice.js";
import { orderStatusTextKey } from "../orders/order-status.js";
import { OrderFigures } from "../payment/OrderFigures.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { useShell } from "../shell/use-shell.js";
import { DeliveryAddress } from "./DeliveryAddress.js";
import { OrderFactList } from "./OrderFactList.js";
import { ADDRESS_REFUSAL_TEXT, editAddressPath, logisticsPath, subOrderPath } from "./order-detail-rules.js";

/**
 * /order/detail/{id} (SPEC §2, §3 Order): number, time, status, how it is paid, lessons paid and refunded, its
 * sub-orders with their attached items, instalment stages, where it is delivered (and until when the parent may
 * change that), and every figure exactly as the server stored it.
 */
export function OrderDetailScreen({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const statusKey = orderStatusTextKey(order.status);
  const when = (instant: string) => formatDateTime(instant, site, language, { timezone });
  return (
    <section className="order-detail" aria-labelledby="order-detail-title">
      <p className="order-detail__back">
        <Link to={SCREENS.orders}>{t("orderDetail.back")}</Link>
      </p>
      <h1 id="order-detail-title">{t("orderDetail.heading")}</h1>
      <OrderFactList
        facts={[
          [t("orderDetail.number"), order.orderId],
          [t("orderDetail.orderedAt"), when(order.createdAt)],
          order.paidAt && [t("orderDetail.paidAt"), when(order.paidAt)],
          statusKey && [t("orderDetail.status"), t(statusKey)],
          [t("orderDetail.paymentMethod"), t(order.paymentMethod === PAYMENT_METHODS.instalments ? "checkout.payment.instalments" : "checkout.payment.oneTime")],
          order.paymentMethod === PAYMENT_METHODS.instalments && [t("orderDetail.debitMethod"), t(order.debitMethod === DEBIT_METHODS.autoPay ? "checkout.payment.autoPay" : "checkout.payment.billPay")],
          [t("orderDetail.lessons.paid"), order.lessons.paid],
          [t("orderDetail.lessons.refunded"), order.lessons.refunded],
        ]}
      />
      {order.status === ORDER_STATUS.toBePaid && (
        <p>
          <Link className="button button--primary" to={orderResultPath(order.orderId)}>
            {t("orderDetail.pay")}
          </Link>
        </p>
      )}
      <SubOrders order={order} />
      {order.stages.length > 0 && <StageTable stages={order.stages} />}
      <DeliverySection order={order} />
      <OrderFigures order={order} />
    </section>
  );
}

/** Each top-level line with the items that come with it, leading to its own page. */
function SubOrders({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <section className="order-detail__section" aria-labelledby="order-detail-items">
      <h2 id="order-detail-items">{t("orderDetail.subOrders.title")}</h2>
      <ul className="order-detail__sub-orders">
        {order.subOrders.map(({ subOrderId, line, attached }) => (
          <li key={subOrderId} className="order-detail__sub-order">
            <p className="order-detail__item">
              <span>{line.title}</span>
              <span className="order-detail__quantity">{t("orderDetail.subOrders.quantity", { quantity: line.quantity })}</span>
            </p>
            {attached.length > 0 && (
              <p className="order-detail__attached">
                {t("orderDetail.subOrders.attached", { items: attached.map((item) => t("orderDetail.subOrders.attachedItem", { title: item.title, quantity: item.quantity })).join(", ") })}
              </p>
            )}
            <Link to={subOrderPath(subOrderId)} aria-label={t("orderDetail.subOrders.openOf", { title: line.title })}>
              {t("orderDetail.subOrders.open")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the goods go, whether and until when the parent may change that, and the parcels once one has left. */
function DeliverySection({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const { address, addressChange, paidAt } = order;
  return (
    <section className="order-detail__section" aria-labelledby="order-detail-delivery">
      <h2 id="order-detail-delivery">{t("orderDetail.address.title")}</h2>
      {address && <DeliveryAddress address={address} />}
      {addressChange.refusal ? (
        <p className="order-detail__note">{t(ADDRESS_REFUSAL_TEXT[addressChange.refusal])}</p>
      ) : (
        paidAt && (
          <p className="order-detail__note">
            {t("orderDetail.address.changeUntil", { date: addressWindowEndText(new Date(paidAt), site, language, { timezone }) })}{" "}
            <Link to={editAddressPath(order.orderId)}>{t("orderDetail.address.change")}</Link>
          </p>
        )
      )}
      {order.hasShipments && (
        <p>
          <Link to={logisticsPath(order.orderId)}>{t("orderDetail.parcels.link")}</Link>
        </p>
      )}
    </section>
  );
}
