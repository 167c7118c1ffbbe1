import { useRef, useState } from "react";
import { ApiError, ErrorCode } from "../../../api/errors.js";
import { useSiteApi } from "../../../api/site-api-context.js";
import type { RequestOf } from "../../../schemas/api/contract.js";
import { orderResultPath } from "../payment/payment-rules.js";
import { checkoutFailure, type CheckoutFailure } from "./checkout-rules.js";

/**
 * One attempt at placing one order: the request as sent and the idempotency keys of its createOrder and
 * payOrder. Every retry of the same request (a double click, a retry after a failure or a lost answer) sends the
 * same keys, so the server makes one order and starts one payment however often it is asked.
 */
interface Attempt {
  body: string;
  createKey: string;
  payKey: string;
  /** Once createOrder has answered: the order, which is only paid from then on. */
  orderId?: string;
}

export type PlaceOrderState = { kind: "idle" } | { kind: "placing" } | { kind: "failed"; failure: CheckoutFailure | null } | { kind: "paying" };

/**
 * Places the order and sends the payer to the payment page: createOrder, then payOrder with the result page to
 * come back to, then the browser goes where payOrder says. A new attempt (new keys) starts only when the request
 * changed and no order was made yet; once an order exists, placing again only pays it.
 */
export function usePlaceOrder({ onFailure }: { onFailure?: (failure: CheckoutFailure | null) => void } = {}) {
  const { api, call } = useSiteApi();
  const attempt = useRef<Attempt | null>(null);
  const running = useRef(false);
  const [state, setState] = useState<PlaceOrderState>({ kind: "idle" });
  const [orderId, setOrderId] = useState<string | null>(null);

  async function place(request: RequestOf<"createOrder">): Promise<void> {
    if (running.current) return;
    running.current = true;
    const body = JSON.stringify(request);
    if (!attempt.current || (!attempt.current.orderId && attempt.current.body !== body)) {
      attempt.current = { body, createKey: crypto.randomUUID(), payKey: crypto.randomUUID() };
    }
    const current = attempt.current;
    setState({ kind: "placing" });
    try {
      if (!current.orderId) {
        const created = await api.call("createOrder", request, call, { idempotencyKey: current.createKey });
        current.orderId = created.orderId;
        setOrderId(created.orderId);
      }
      const payment = await api.call("payOrder", { orderId: current.orderId, returnUrl: orderResultPath(current.orderId) }, call, { idempotencyKey: current.payKey });
      if (!payment.redirectUrl) throw new ApiError(ErrorCode.PAYMENT_LINK_EMPTY);
      setState({ kind: "paying" });
      window.location.assign(payment.redirectUrl);
    } catch (error) {
      const failure = checkoutFailure(error);
      setState({ kind: "failed", failure });
      onFailure?.(failure);
    } finally {
      running.current = false;
    }
  }

  return { state, orderId, place };
}
