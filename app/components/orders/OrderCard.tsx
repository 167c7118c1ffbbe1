import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { OrderListItem } from "../../../schemas/api/calls/orders.js";
import { ORDER_STATUS, PAYMENT_METHODS } from "../../../schemas/commerce.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { orderDetailPath } from "../order-detail/order-detail-rules.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { TimeLeft } from "../payment/TimeLeft.js";
import { useTimeLeft } from "../payment/use-time-left.js";
import { useShell } from "../shell/use-shell.js";
import { orderStatusTextKey, shownOrderStatus } from "./order-status.js";

/**
 * An order as /order/list shows it: number, date, student, lines, total and status (SPEC §3 Order, §4 status
 * codes). While it is to be paid, the time left counts down beside a link to the page that pays it; once the time
 * is up it reads as cancelled, as the service would answer.
 */
export function OrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const titleId = useId();
  const payMsLeft = useTimeLeft(order.remainPayMs);
  const status = shownOrderStatus(order.status, payMsLeft);
  const statusKey = orderStatusTextKey(status);
  // A family orders on its own site only, so the order's currency is the site's.
  const price = (amount: number) => formatPrice(amount, site.currency);
  const toBePaid = status === ORDER_STATUS.toBePaid;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h2 className="order-card__number" id={titleId}>
          {t("orders.card.number", { number: order.orderId })}
        </h2>
        <p className="order-card__date">{t("orders.card.orderedAt", { date: formatDateTime(order.createdAt, site, language, { timezone }) })}</p>
        {statusKey && <p className={`order-card__status order-card__status--${status}`}>{t(statusKey)}</p>}
      </header>
      <p className="order-card__student">{t("orders.card.student", { name: studentDisplayName(order.student, site.features.easternNameOrderEnabled) })}</p>
      <ul className="order-card__lines">
        {order.lines.map((line) => (
          <li key={line.lineNo} className={line.attachedToLine === null ? "order-card__line" : "order-card__line order-card__line--attached"}>
            <span className="order-card__title">{line.title}</span>
            {line.quantity > 1 && <span className="order-card__quantity">{t("orders.card.quantity", { quantity: line.quantity })}</span>}
          </li>
        ))}
      </ul>
      <footer className="order-card__footer">
        <dl className="order-card__figures">
          <div>
            <dt>{t("orders.card.items")}</dt>
            <dd>{order.itemCount}</dd>
          </div>
          <div>
            <dt>{t("orders.card.total")}</dt>
            <dd className="order-card__total">{price(order.total)}</dd>
          </div>
          {order.paymentMethod === PAYMENT_METHODS.instalments && (
            <div>
              <dt>{t("orders.card.dueNow")}</dt>
              <dd>{price(order.dueNow)}</dd>
            </div>
          )}
        </dl>
        {toBePaid && (
          <div className="order-card__pay">
            <p className="order-card__time-left">
              {t("orders.card.timeLeft")} <TimeLeft ms={payMsLeft} />
            </p>
            <Link className="button button--primary" to={orderResultPath(order.orderId)} aria-label={t("orders.card.payNowOf", { number: order.orderId })}>
              {t("orders.card.payNow")}
            </Link>
          </div>
        )}
        <Link className="button" to={orderDetailPath(order.orderId)} aria-label={t("orders.card.detailsOf", { number: order.orderId })}>
          {t("orders.card.details")}
        </Link>
      </footer>
    </article>
  );
}
