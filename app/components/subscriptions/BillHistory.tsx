import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { useMoney } from "../auto-pay/use-formats.js";
import { billStateOf } from "./subscription-view.js";
import { useDay } from "./use-day.js";

type Bill = ResponseOf<"querySubscriptionHistory">["list"][number];

/** A subscription's bills, the latest first: the period, amount, status (with why a deduction failed), how and when each was paid. */
export function BillHistory({ bills }: { bills: readonly Bill[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const day = useDay();
  return (
    <section className="subscription__section" aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title">{t("subscriptions.history.title")}</h2>
      {bills.length === 0 ? (
        <p>{t("subscriptions.history.empty")}</p>
      ) : (
        // Wider than a phone: the table scrolls sideways, so its box takes the keyboard's focus to scroll it.
        <div className="subscription-table-wrap" tabIndex={0} role="group" aria-labelledby="subscription-history-title">
          <table className="subscription-table">
            <thead>
              <tr>
                <th scope="col">{t("subscriptions.history.bill")}</th>
                <th scope="col">{t("subscriptions.history.period")}</th>
                <th scope="col">{t("subscriptions.history.amount")}</th>
                <th scope="col">{t("subscriptions.history.status")}</th>
                <th scope="col">{t("subscriptions.history.method")}</th>
                <th scope="col">{t("subscriptions.history.paidAt")}</th>
              </tr>
            </thead>
            <tbody>
              {bills.map((bill) => (
                <tr key={bill.billNo}>
                  <th scope="row">{bill.billNo}</th>
                  <td>{t("subscriptions.history.periodText", { start: day(bill.periodStart), end: day(bill.periodEnd) })}</td>
                  <td>{money(bill.amount)}</td>
                  <td>
                    {t(`subscriptions.history.state.${billStateOf(bill)}`)}
                    {billStateOf(bill) === "failed" && bill.description && <span className="subscription-table__reason">{bill.description}</span>}
                  </td>
                  <td>{bill.method ? t(`subscriptions.history.methods.${bill.method}`) : "—"}</td>
                  <td>{bill.paidAt ? day(bill.paidAt) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
