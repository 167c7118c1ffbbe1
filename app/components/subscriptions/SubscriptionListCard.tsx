import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import { BillPayment } from "./BillPayment.js";
import { SubscriptionBadge, SubscriptionFacts } from "./SubscriptionFacts.js";
import { subscriptionDetailPath } from "./subscription-paths.js";

/** A subscription as /my-subscription/list shows it: its plan, badge and facts, paying its open bill, and its detail. */
export function SubscriptionListCard({ subscription }: { subscription: SubscriptionCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className="subscription-card" aria-labelledby={titleId}>
      <header className="subscription-card__header">
        <h2 id={titleId}>{subscription.title}</h2>
        <SubscriptionBadge subscription={subscription} />
      </header>
      <SubscriptionFacts subscription={subscription} />
      <footer className="subscription-card__actions">
        <BillPayment subscription={subscription} named />
        <Link className="button" to={subscriptionDetailPath(subscription.subscriptionId)} aria-label={t("subscriptions.card.detailsOf", { title: subscription.title })}>
          {t("subscriptions.card.details")}
        </Link>
      </footer>
    </article>
  );
}
