import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { CommerceTexts } from "../../../../i18n/commerce-resources.js";
import { formatPrice } from "../../../../rules/regional/prices.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { useAreaTexts } from "../../../lib/area-texts.js";
import { orderCreatePath } from "../../checkout/checkout-paths.js";
import { useShell } from "../../shell/use-shell.js";
import { periodNameOf } from "../../subscriptions/subscription-view.js";
import { usePathFamily } from "../use-path-family.js";

type Plan = ResponseOf<"querySubscriptionPlans">["list"][number];

export interface PracticePlansProps {
  plans: Plan[];
  /** The shop's texts, which the page's loader sends only when the course has plans. */
  texts: CommerceTexts;
  /** The family's student the page's link names, to subscribe for. */
  studentId: string | null;
}

/**
 * The course's weekly practice plans (SPEC §9, decision 0031): each with its summary and both periods, the year at
 * its discount with what it saves, each a plain link to the plan's checkout for that period.
 */
export function PracticePlans({ plans, texts, studentId }: PracticePlansProps) {
  useAreaTexts(texts);
  const { t } = useTranslation();
  return (
    <section className="detail-section practice-plans" aria-labelledby="practice-plans-title">
      <h2 id="practice-plans-title" className="detail-section__title">
        {t("subscriptionPlans.title")}
      </h2>
      <ul className="practice-plans__list">
        {plans.map((plan) => (
          <li key={plan.skuId}>
            <PracticePlan plan={plan} studentId={studentId} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PracticePlan({ plan, studentId }: { plan: Plan; studentId: string | null }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const family = usePathFamily();
  const titleId = useId();
  const price = (amount: number) => formatPrice(amount, site.currency);
  return (
    <article className="practice-plan" aria-labelledby={titleId}>
      <h3 id={titleId} className="practice-plan__title">
        {plan.title}
      </h3>
      {plan.summary && <p className="practice-plan__summary">{plan.summary}</p>}
      <ul className="practice-plan__periods">
        {plan.periods.map((period) => {
          const name = periodNameOf(period.periodType);
          return (
            <li key={period.periodType} className="practice-plan__period">
              <p className="practice-plan__price">
                <span>{t(`subscriptionPlans.period.${name}`)}</span> <strong>{t(`subscriptionPlans.price.${name}`, { price: price(period.price) })}</strong>
                {period.discountPercent > 0 && <span className="discount-tag">{t("subscriptionPlans.discount", { percent: period.discountPercent })}</span>}
              </p>
              {period.saving > 0 && <p className="practice-plan__saving">{t("subscriptionPlans.saves", { amount: price(period.saving) })}</p>}
              <Link
                className="button button--primary"
                to={orderCreatePath(plan.skuId, family, { studentId, periodType: period.periodType })}
                aria-label={t("subscriptionPlans.subscribeTo", { title: plan.title, period: t(`subscriptionPlans.period.${name}`) })}
              >
                {t("subscriptionPlans.subscribe")}
              </Link>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
