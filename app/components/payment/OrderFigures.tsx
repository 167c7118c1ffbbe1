import { useTranslation } from "react-i18next";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { useShell } from "../shell/use-shell.js";
import { paymentAmountText, ratePercent, type OrderResult } from "./payment-rules.js";

/**
 * An order's figures exactly as the server computed them (decision 0016): its lines, subtotal, savings, fees,
 * tax with its label where the site shows tax (GST), the total and, for instalments, what is charged at checkout.
 */
export function OrderFigures({ order }: { order: OrderResult }) {
  const { t } = useTranslation();
  const { site, language } = useShell();
  const price = (amount: number) => paymentAmountText(amount, order.currency, site.currency, language);
  const minus = (amount: number) => `-${price(amount)}`;
  return (
    <section className="order-figures" aria-labelledby="order-figures-title">
      <h2 id="order-figures-title">{t("payment.figures.title")}</h2>
      <ul className="order-figures__lines">
        {order.lines.map((line) => (
          <li key={line.lineNo} className={line.attachedToLine === null ? "order-figures__line" : "order-figures__line order-figures__line--attached"}>
            <span className="order-figures__item">{line.title}</span>
            <span className="order-figures__quantity">{t("payment.figures.quantity", { quantity: line.quantity })}</span>
            <span className="order-figures__price">{price(line.unitPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-figures__totals">
        <Row label={t("payment.figures.subtotal")} value={price(order.subtotal)} />
        {order.couponSaving > 0 && <Row label={t("payment.figures.couponSaving")} value={minus(order.couponSaving)} />}
        {order.groupDiscount > 0 && <Row label={t("payment.figures.groupDiscount")} value={minus(order.groupDiscount)} />}
        {order.fees.map((fee) => (
          <Row key={`${fee.kind}-${fee.option}`} label={t(`payment.figures.delivery.${fee.option}`)} value={price(fee.amount)} />
        ))}
        {order.taxRule ? (
          <Row
            label={t(order.taxIncluded ? "payment.figures.taxIncluded" : "payment.figures.taxAdded", { label: order.taxRule.label, rate: ratePercent(order.taxRule.rateBasisPoints) })}
            value={price(order.tax)}
          />
        ) : (
          order.tax > 0 && <Row label={t("payment.figures.tax")} value={price(order.tax)} />
        )}
        <Row label={t("payment.figures.total")} value={price(order.total)} strong />
        {order.stages.length > 0 && (
          <Row label={t(order.status === ORDER_STATUS.paid ? "payment.figures.paidNow" : "payment.figures.dueNow")} value={price(order.dueNow)} />
        )}
      </dl>
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "order-figures__row order-figures__row--total" : "order-figures__row"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
