import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { usePayOrder } from "../payment/use-pay-order.js";

/**
 * 'Pay now' of a subscription's open bill: paySubscription answers the unpaid order for it (the one already waiting,
 * if any), which is then paid as every order is (payOrder with its result page to come back to, then the gateway).
 * When the bill is paid or taken by a deduction meanwhile (4129, 1014), the page is read again to show it.
 */
export function usePaySubscription(subscriptionId: string) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const revalidator = useRevalidator();
  const payment = usePayOrder();
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(): Promise<void> {
    setStarting(true);
    setFailure(null);
    try {
      const { orderId } = await api.call("paySubscription", { subscriptionId }, call);
      if (await payment.start(orderId)) return;
      setFailure(t("subscriptions.pay.failed"));
    } catch (error) {
      // Code 9: the shell says the session has expired.
      if (!isSessionLost(error)) setFailure(failureMessage(error, t("subscriptions.pay.failed")));
      if (isApiError(error, ErrorCode.ORDER_NOT_PAYABLE) || isApiError(error, ErrorCode.AUTO_PAY_IN_PROCESS)) revalidator.revalidate();
    }
    setStarting(false);
  }

  return { start, busy: starting || payment.state === "paying", failure };
}
