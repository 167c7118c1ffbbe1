import { useTranslation } from "react-i18next";
import { formatCardDate } from "../../../rules/regional/dates.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { DEBIT_METHODS, PAYMENT_METHODS } from "../../../schemas/commerce.js";
import { useShell } from "../shell/use-shell.js";
import { stageStatusKey } from "./checkout-rules.js";
import { CheckoutSection } from "./CheckoutSection.js";

type Stage = ResponseOf<"queryCheckout">["stages"][number];
type Method = 0 | 1;

interface Props {
  paymentMethod: Method;
  onPaymentMethod(method: Method): void;
  debitMethod: Method;
  onDebitMethod(method: Method): void;
  /** The instalments as the server planned them (paying by instalments only). */
  stages: readonly Stage[];
}

/**
 * SPEC §3 Order payment method, 0 one-time or 1 instalments, offered when the class has several stages to pay;
 * with instalments, the stages (§4 statuses) and how the later ones are paid: auto pay or bill pay.
 */
export function PaymentChoice({ paymentMethod, onPaymentMethod, debitMethod, onDebitMethod, stages }: Props) {
  const { t } = useTranslation();
  const methods: [Method, string][] = [
    [PAYMENT_METHODS.oneTime, "checkout.payment.oneTime"],
    [PAYMENT_METHODS.instalments, "checkout.payment.instalments"],
  ];
  const debits: [Method, string, string][] = [
    [DEBIT_METHODS.autoPay, "checkout.payment.autoPay", "checkout.payment.autoPayHint"],
    [DEBIT_METHODS.billPay, "checkout.payment.billPay", "checkout.payment.billPayHint"],
  ];
  return (
    <CheckoutSection name="payment">
      <fieldset className="checkout-choices">
        <legend className="visually-hidden">{t("checkout.payment.title")}</legend>
        {methods.map(([method, key]) => (
          <label key={method} className="checkout-choice">
            <input type="radio" name="checkout-payment" checked={paymentMethod === method} onChange={() => onPaymentMethod(method)} />
            <span className="checkout-choice__label">{t(key)}</span>
          </label>
        ))}
      </fieldset>
      {paymentMethod === PAYMENT_METHODS.instalments && (
        <>
          {stages.length > 0 && <StageTable stages={stages} />}
          <fieldset className="checkout-choices">
            <legend className="checkout-choices__legend">{t("checkout.payment.debitTitle")}</legend>
            {debits.map(([method, key, hint]) => (
              <label key={method} className="checkout-choice">
                <input type="radio" name="checkout-debit" checked={debitMethod === method} onChange={() => onDebitMethod(method)} />
                <span className="checkout-choice__label">{t(key)}</span>
                <span className="checkout-choice__note">{t(hint)}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
    </CheckoutSection>
  );
}

/** Each instalment: its number, lessons, price and coupon share, due date and status. */
export function StageTable({ stages }: { stages: readonly Stage[] }) {
  const { t } = useTranslation();
  const { site, timezone } = useShell();
  const price = (amount: number) => formatPrice(amount, site.currency);
  return (
    <table className="checkout-stages">
      <caption>{t("checkout.stage.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("checkout.stage.number")}</th>
          <th scope="col">{t("checkout.stage.lessons")}</th>
          <th scope="col">{t("checkout.stage.price")}</th>
          <th scope="col">{t("checkout.stage.coupon")}</th>
          <th scope="col">{t("checkout.stage.due")}</th>
          <th scope="col">{t("checkout.stage.statusTitle")}</th>
        </tr>
      </thead>
      <tbody>
        {stages.map((stage) => {
          const status = stageStatusKey(stage.status);
          return (
            <tr key={stage.stageNo}>
              <th scope="row">{stage.stageNo}</th>
              <td>{stage.lessonCount}</td>
              <td>{price(stage.sellPrice)}</td>
              <td>{stage.couponDiscount > 0 ? `-${price(stage.couponDiscount)}` : "—"}</td>
              <td>
                <time dateTime={stage.dueAt}>{formatCardDate(stage.dueAt, site, { timezone })}</time>
              </td>
              <td>{status ? t(status) : ""}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
