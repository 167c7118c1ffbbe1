import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import { SubscriptionListCard } from "./SubscriptionListCard.js";
import { SUBSCRIPTION_LIST_FILTERS, subscriptionListHref, type SubscriptionListFilter } from "./subscription-paths.js";

/** Each filter's text under subscriptions.list.tab. */
const TAB_TEXT: Record<SubscriptionListFilter, string> = { 0: "all", 1: "toBePaid", 2: "paid", 3: "failed" };

/** /my-subscription/list (SPEC §2 My Subscriptions): the family's practice subscriptions, newest first, under the status of their latest bill. */
export function SubscriptionListScreen({ filter, subscriptions }: { filter: SubscriptionListFilter; subscriptions: SubscriptionCard[] }) {
  const { t } = useTranslation();
  return (
    <section className="subscriptions" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t("subscriptions.list.title")}</h1>
      <nav className="tabs__list subscriptions__tabs" aria-label={t("subscriptions.list.filters")}>
        {SUBSCRIPTION_LIST_FILTERS.map((tab) => {
          const current = tab === filter;
          return (
            <Link key={tab} to={subscriptionListHref(tab)} className={`tabs__tab${current ? " tabs__tab--active" : ""}`} aria-current={current ? "page" : undefined}>
              {t(`subscriptions.list.tab.${TAB_TEXT[tab]}`)}
            </Link>
          );
        })}
      </nav>
      {subscriptions.length === 0 ? (
        <div className="subscriptions__empty">
          <p>{t(filter === 0 ? "subscriptions.list.empty" : "subscriptions.list.emptyFiltered")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("subscriptions.list.browse")}
          </Link>
        </div>
      ) : (
        <ul className="subscriptions__list">
          {subscriptions.map((subscription) => (
            <li key={subscription.subscriptionId}>
              <SubscriptionListCard subscription={subscription} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
