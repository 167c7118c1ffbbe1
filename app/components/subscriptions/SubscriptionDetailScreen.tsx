import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";
import { ActionNotice } from "../../../ui/ActionNotice.js";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { useMoment, useMoney } from "../auto-pay/use-formats.js";
import { BillHistory } from "./BillHistory.js";
import { BillPayment } from "./BillPayment.js";
import { SubscriptionBadge, SubscriptionFacts } from "./SubscriptionFacts.js";
import { cancelSubscriptionPath } from "./subscription-paths.js";
import { canAskToCancel, cancelledNoticeOf, deductionFailureOf, practiceWaitsForBill } from "./subscription-view.js";
import { useDay } from "./use-day.js";

type Detail = ResponseOf<"querySubscriptionDetail">;
type Bill = ResponseOf<"querySubscriptionHistory">["list"][number];

/**
 * /my-subscription/detail/{id} (SPEC §2 My Subscriptions, §3, §4, §9): the subscription's facts with its bill number
 * and payment method, the 48-hour rule, the open bill to pay (or the payment under way, or why its deduction failed),
 * the bills, and the cancellation asked or the way to ask for it.
 */
export function SubscriptionDetailScreen({ subscription, bills }: { subscription: Detail; bills: readonly Bill[] }) {
  const { t } = useTranslation();
  const day = useDay();
  const cancelled = cancelledNoticeOf(useLocation().state);
  return (
    <section className="subscription" aria-labelledby="subscription-title">
      <p className="subscription__back">
        <Link to={SCREENS.mySubscriptions}>{t("subscriptions.detail.back")}</Link>
      </p>
      <header className="subscription-card__header">
        <h1 id="subscription-title">{subscription.title}</h1>
        <SubscriptionBadge subscription={subscription} />
      </header>
      <ActionNotice notice={cancelled && { kind: "done", text: t(`subscriptions.cancel.done.${cancelled.effect}`, { date: day(cancelled.endsAt) }) }} />
      {practiceWaitsForBill(subscription) && <p className="subscription-note">{t("subscriptions.detail.practiceClosed")}</p>}
      <SubscriptionFacts subscription={subscription} detailed />
      <p className="subscription__rule">{t(subscription.card ? "subscriptions.detail.rule" : "subscriptions.detail.ruleNoCard")}</p>
      {subscription.openBill && <OpenBill subscription={subscription} bill={subscription.openBill} />}
      <BillHistory bills={bills} />
      <Cancellation subscription={subscription} />
    </section>
  );
}

function OpenBill({ subscription, bill }: { subscription: Detail; bill: NonNullable<Detail["openBill"]> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  const day = useDay();
  const failure = deductionFailureOf(subscription);
  return (
    <section className="subscription__section subscription-bill" aria-labelledby="subscription-bill-title">
      <h2 id="subscription-bill-title">{t("subscriptions.bill.title")}</h2>
      <p>{t("subscriptions.bill.text", { number: bill.billNo, amount: money(bill.amount), start: day(bill.periodStart), end: day(bill.periodEnd) })}</p>
      {failure ? (
        <p className="subscription-bill__failed" role="alert">
          {failure.reason ? t("subscriptions.bill.failedReason", { reason: failure.reason }) : t("subscriptions.bill.failed")} {t("subscriptions.bill.payByHandUntil", { date: moment(bill.periodEnd) })}
        </p>
      ) : (
        subscription.nextDeduction && <p>{t("subscriptions.bill.deductAt", { date: moment(bill.deductAt) })}</p>
      )}
      <BillPayment subscription={subscription} />
    </section>
  );
}

function Cancellation({ subscription }: { subscription: Detail }) {
  const { t } = useTranslation();
  const day = useDay();
  const { cancellation } = subscription;
  if (!cancellation && !canAskToCancel(subscription)) return null;
  return (
    <section className="subscription__section" aria-labelledby="subscription-cancellation-title">
      <h2 id="subscription-cancellation-title">{t("subscriptions.cancellation.title")}</h2>
      {cancellation ? (
        <>
          <p>{t("subscriptions.cancellation.askedOn", { date: day(cancellation.requestedAt) })}</p>
          <p>{t("subscriptions.cancellation.reason", { reason: cancellation.reason.text })}</p>
          {cancellation.note && <p className="subscription__note-text">{t("subscriptions.cancellation.note", { note: cancellation.note })}</p>}
        </>
      ) : (
        <>
          <p>{t("subscriptions.cancellation.how")}</p>
          <Link className="button" to={cancelSubscriptionPath(subscription.subscriptionId)}>
            {t("subscriptions.cancellation.cancel")}
          </Link>
        </>
      )}
    </section>
  );
}
