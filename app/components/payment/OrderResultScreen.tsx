import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../rules/regional/dates.js";
import { usePathFamily } from "../catalogue/use-path-family.js";
import { groupBuyPath } from "../group-buy/group-buy-rules.js";
import { useShell } from "../shell/use-shell.js";
import { OrderFigures } from "./OrderFigures.js";
import { nextStepLinks, orderProductPath, resultView, type OrderResult, type ResultView } from "./payment-rules.js";
import { useOrderResult } from "./use-order-result.js";
import { WaitingForPayment } from "./WaitingForPayment.js";

const HEADINGS: Record<ResultView["kind"], string> = {
  paid: "payment.result.paid.heading",
  waiting: "payment.result.waiting.heading",
  cancelled: "payment.result.cancelled.heading",
  expired: "payment.result.expired.heading",
  other: "payment.result.other.heading",
};

/**
 * /order/result/{orderId}: where the payer lands after the gateway. Paid: the order's figures and where to go
 * next; waiting for payment: the countdown, the payment's state (re-checked while its confirmation may still
 * come), repay or cancel; cancelled or expired: so said, with the way back to the course (SPEC §4, §8).
 */
export function OrderResultScreen({ order: loaded }: { order: OrderResult }) {
  const { t } = useTranslation();
  const { order, refresh } = useOrderResult(loaded);
  const view = resultView(order);
  return (
    <section className={`order-result order-result--${view.kind}`} aria-labelledby="order-result-title">
      <h1 id="order-result-title">{t(HEADINGS[view.kind])}</h1>
      <p className="order-result__number">{t("payment.result.orderNumber", { orderId: order.orderId })}</p>
      <ResultBody order={order} view={view} refresh={refresh} />
      <OrderFigures order={order} />
    </section>
  );
}

function ResultBody({ order, view, refresh }: { order: OrderResult; view: ResultView; refresh(): Promise<void> }) {
  const { t } = useTranslation();
  const { site, language, timezone } = useShell();
  const family = usePathFamily();
  switch (view.kind) {
    case "paid":
      return (
        <>
          {order.paidAt && <p className="order-result__paid-at">{t("payment.result.paid.paidAt", { date: formatDateTime(order.paidAt, site, language, { timezone }) })}</p>}
          {order.groupBuy && (
            <p>
              <Link className="button button--primary" to={groupBuyPath(order.groupBuy.activityId, order.groupBuy.groupId)}>
                {t("payment.result.links.seeGroup")}
              </Link>
            </p>
          )}
          <NextSteps subscription={order.lines.some((line) => line.kind === "subscription")} />
        </>
      );
    case "waiting":
      return <WaitingForPayment order={order} payment={view.payment} chargeNotice={view.chargeNotice} refresh={refresh} />;
    case "cancelled":
    case "expired":
      return (
        <>
          <p>{t(view.kind === "cancelled" ? "payment.result.cancelled.text" : "payment.result.expired.text")}</p>
          <Link className="button button--primary" to={orderProductPath(order, family)}>
            {t("payment.result.links.backToCourse")}
          </Link>
        </>
      );
    case "other":
      return (
        <>
          <p>{t(`payment.result.other.status${view.status}`)}</p>
          <NextSteps subscription={order.lines.some((line) => line.kind === "subscription")} />
        </>
      );
  }
}

function NextSteps({ subscription }: { subscription: boolean }) {
  const { t } = useTranslation();
  const family = usePathFamily();
  return (
    <nav className="order-result__links" aria-label={t("payment.result.nextSteps")}>
      {nextStepLinks(family, { subscription }).map((link) => (
        <Link key={link.key} className="button" to={link.href}>
          {t(`payment.result.links.${link.key}`)}
        </Link>
      ))}
    </nav>
  );
}
