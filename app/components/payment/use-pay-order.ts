import { useRef, useState } from "react";
import { useSiteApi } from "../../../api/site-api-context.js";
import { orderResultPath } from "./payment-rules.js";

/**
 * Pays an order made outside the checkout (a transfer's difference, a subscription's bill) as the checkout pays its
 * own: payOrder (one idempotency key, so a repeat starts one payment) with the order's result page to come back to,
 * then the browser goes where payOrder says.
 */
export function usePayOrder() {
  const { api, call } = useSiteApi();
  const key = useRef<string>(undefined);
  const [state, setState] = useState<"idle" | "paying" | "failed">("idle");

  /** Whether the payer is on the way to the payment page. */
  async function start(orderId: string): Promise<boolean> {
    key.current ??= crypto.randomUUID();
    setState("paying");
    try {
      const payment = await api.call("payOrder", { orderId, returnUrl: orderResultPath(orderId) }, call, { idempotencyKey: key.current });
      window.location.assign(payment.redirectUrl);
      return true;
    } catch {
      setState("failed");
      return false;
    }
  }

  return { state, start };
}
