import { useTranslation } from "react-i18next";
import type { SubscriptionCard } from "../../../schemas/api/calls/subscriptions.js";
import { billActionOf } from "./subscription-view.js";
import { usePaySubscription } from "./use-pay-subscription.js";

interface Props {
  subscription: Pick<SubscriptionCard, "subscriptionId" | "title" | "openBill" | "cardStatus">;
  /** On a list of several, the button names the subscription it pays. */
  named?: boolean;
}

/** The open bill's way on: 'Pay now' (paid by hand), or a note while a payment is taking it; nothing without one. */
export function BillPayment({ subscription, named = false }: Props) {
  const { t } = useTranslation();
  const action = billActionOf(subscription);
  if (action === "inProcess") return <p className="subscription-note">{t("subscriptions.pay.inProcess")}</p>;
  if (action === "pay") return <PayNow subscriptionId={subscription.subscriptionId} label={named ? t("subscriptions.pay.payNowOf", { title: subscription.title }) : undefined} />;
  return null;
}

function PayNow({ subscriptionId, label }: { subscriptionId: string; label: string | undefined }) {
  const { t } = useTranslation();
  const pay = usePaySubscription(subscriptionId);
  return (
    <div className="subscription-pay">
      <button type="button" className="button button--primary" disabled={pay.busy} aria-busy={pay.busy} aria-label={pay.busy ? undefined : label} onClick={() => void pay.start()}>
        {t(pay.busy ? "subscriptions.pay.paying" : "subscriptions.pay.payNow")}
      </button>
      {pay.failure && (
        <p className="account-form__failure" role="alert">
          {pay.failure}
        </p>
      )}
    </div>
  );
}
