import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { cardParts } from "../auto-pay/auto-pay-rules.js";
import { useMoment, useMoney } from "../auto-pay/use-formats.js";
import { useShell } from "../shell/use-shell.js";
import { badgeOf, periodNameOf } from "./subscription-view.js";
import { useDay } from "./use-day.js";

/** SPEC §4 subscription card status as a badge: to be paid, active, active until the paid time ends, cancelled. */
export function SubscriptionBadge({ subscription }: { subscription: Pick<SubscriptionCard, "cardStatus" | "paidUntil"> }) {
  const { t } = useTranslation();
  const day = useDay();
  const badge = badgeOf(subscription);
  return <p className={`subscription-badge subscription-badge--${badge}`}>{t(`subscriptions.badge.${badge}`, { date: day(subscription.paidUntil) })}</p>;
}

/** Monthly or Yearly, with the year's discount label (SPEC §9 -20 %). */
export function PeriodText({ subscription }: { subscription: Pick<SubscriptionCard, "periodType" | "discountPercent"> }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`subscriptions.period.${periodNameOf(subscription.periodType)}`)}
      {subscription.discountPercent > 0 && " "}
      {subscription.discountPercent > 0 && <span className="discount-tag">{t("subscriptions.discount", { percent: subscription.discountPercent })}</span>}
    </>
  );
}

/**
 * What a subscription is (SPEC §3 subscription fields): the student, the period and what each costs, until when
 * practice is open, the next automatic deduction, when it ended; `detailed` adds the bill being paid for now (stage
 * number) and the payment method.
 */
export function SubscriptionFacts({ subscription, detailed = false }: { subscription: SubscriptionCard; detailed?: boolean }) {
  const { t } = useTranslation();
  const { site } = useShell();
  const money = useMoney();
  const moment = useMoment();
  const day = useDay();
  const card = subscription.card && cardParts(subscription.card);
  const facts: [string, ReactNode][] = [
    ["student", studentDisplayName(subscription.student, site.features.easternNameOrderEnabled)],
    ["period", <PeriodText key="period" subscription={subscription} />],
    ["amount", money(subscription.periodAmount)],
    ["paidUntil", day(subscription.paidUntil)],
    [
      "nextDeduction",
      subscription.nextDeduction ? t("subscriptions.facts.nextDeductionText", { amount: money(subscription.nextDeduction.amount), date: moment(subscription.nextDeduction.at) }) : t("subscriptions.facts.none"),
    ],
  ];
  if (subscription.endedAt && subscription.endReason) facts.push(["ended", t(`subscriptions.facts.endedText.${subscription.endReason}`, { date: day(subscription.endedAt) })]);
  if (detailed) {
    facts.push(["billNo", t("subscriptions.facts.billNoText", { number: subscription.billNo })]);
    facts.push(["card", card ? t("subscriptions.facts.cardNumber", card) : subscription.card ? t("subscriptions.facts.cardKept") : t("subscriptions.facts.noCard")]);
  }
  return (
    <dl className="subscription-facts">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{t(`subscriptions.facts.${name}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
