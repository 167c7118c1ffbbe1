import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { AutoPayOrderView } from "./auto-pay-rules.js";
import { AutoPayOrderCard } from "./AutoPayOrderCard.js";

/** /subscription-manage (SPEC §2 Learning): the family's instalment orders paid by auto pay, newest first. */
export function SubscriptionManageScreen({ orders }: { orders: AutoPayOrderView[] }) {
  const { t } = useTranslation();
  return (
    <section className="auto-pay" aria-labelledby="subscription-manage-title">
      <h1 id="subscription-manage-title">{t("autoPay.manage.title")}</h1>
      <p className="auto-pay__intro">{t("autoPay.manage.intro")}</p>
      {orders.length === 0 ? (
        <div className="auto-pay-notice">
          <p>{t("autoPay.manage.empty")}</p>
          <Link className="button button--primary" to={SCREENS.orders}>
            {t("autoPay.manage.toOrders")}
          </Link>
        </div>
      ) : (
        <ul className="auto-pay__orders">
          {orders.map((order) => (
            <li key={order.status.orderId}>
              <AutoPayOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
