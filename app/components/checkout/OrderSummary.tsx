import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { useShell } from "../shell/use-shell.js";
import { percentText } from "../coupons/coupon-text.js";
import { CheckoutSection } from "./CheckoutSection.js";

type Figures = Pick<
  ResponseOf<"queryCheckout">,
  "subtotal" | "couponSaving" | "groupDiscount" | "fees" | "tax" | "taxIncluded" | "taxRule" | "total" | "dueNow"
>;

interface Props {
  figures: Figures;
  /** The figures are being asked again for changed choices. */
  updating: boolean;
}

/**
 * SPEC §3 Order figures exactly as the server worked them out: subtotal, coupon saving, group-buy discount, fee
 * items, tax (GST included in the total or added to it, with its rate, where the site shows tax), total and what
 * is charged now.
 */
export function OrderSummary({ figures, updating }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  const rows: [key: string, label: string, value: string][] = [["subtotal", t("checkout.summary.subtotal"), price(figures.subtotal)]];
  if (figures.couponSaving > 0) rows.push(["coupons", t("checkout.summary.couponSaving"), `-${price(figures.couponSaving)}`]);
  if (figures.groupDiscount > 0) rows.push(["group", t("checkout.summary.groupDiscount"), `-${price(figures.groupDiscount)}`]);
  for (const fee of figures.fees) rows.push([`fee-${fee.option}`, t(`checkout.shipping.option.${fee.option}`), price(fee.amount)]);
  if (figures.taxRule) {
    const tax = { label: figures.taxRule.label, rate: percentText(figures.taxRule.rateBasisPoints) };
    rows.push(["tax", t(figures.taxIncluded ? "checkout.summary.taxIncluded" : "checkout.summary.taxAdded", tax), price(figures.tax)]);
  }
  rows.push(["total", t("checkout.summary.total"), price(figures.total)]);
  rows.push(["due-now", t("checkout.summary.dueNow"), price(figures.dueNow)]);
  return (
    <CheckoutSection name="summary" className="checkout-summary" busy={updating}>
      <dl className={`checkout-summary__rows${updating ? " checkout-summary__rows--updating" : ""}`}>
        {rows.map(([key, label, value]) => (
          <div key={key} className={`checkout-summary__row checkout-summary__row--${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="checkout-hint" role="status">
        {updating ? t("checkout.updating") : null}
      </p>
    </CheckoutSection>
  );
}
