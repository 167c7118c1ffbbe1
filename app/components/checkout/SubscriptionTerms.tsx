import { useTranslation } from "react-i18next";
import type { SubscriptionPeriodType } from "../../../schemas/learning.js";
import { periodNameOf } from "../subscriptions/subscription-view.js";

/** A subscription plan's terms at checkout: billed by the month or the year, and the card kept for the next periods. */
export function SubscriptionTerms({ periodType }: { periodType: SubscriptionPeriodType }) {
  const { t } = useTranslation();
  return (
    <div className="checkout-subscription">
      <p className="checkout-subscription__period">{t(`checkout.subscription.${periodNameOf(periodType)}`)}</p>
      <p>{t("checkout.subscription.card")}</p>
    </div>
  );
}
