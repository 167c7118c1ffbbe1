import { useCallback, useEffect, useState } from "react";
import { useSiteApi } from "../../../api/site-api-context.js";
import { ORDER_STATUS } from "../../../schemas/commerce.js";
import { useLoginDialog } from "../../lib/account/login-dialog.js";
import { isSessionLost } from "../account/bind/failure-message.js";
import { needsRecheck, RECHECK_MS, type OrderResult } from "./payment-rules.js";
import { useTimeLeft } from "./use-time-left.js";

/**
 * An order as the result page shows it, kept current: asked again every RECHECK_MS while a payment waits for
 * its confirmation (the gateway's webhook may come a moment after the payer) or while an order whose time is up
 * waits for the server to close it, and once when the time to pay runs out. A check that fails is tried again
 * at the next one; a lost session stops the checks and asks for a login.
 */
export function useOrderResult(loaded: OrderResult) {
  const { api, call } = useSiteApi();
  const [order, setOrder] = useState(loaded);
  const [checks, setChecks] = useState(0);
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setOrder(await api.call("queryOrderResult", { orderId: loaded.orderId }, call));
    } catch (error) {
      if (isSessionLost(error)) {
        setSignedOut(true);
        useLoginDialog.getState().openLogin();
      }
    } finally {
      setChecks((count) => count + 1);
    }
  }, [api, call, loaded.orderId]);

  const msLeft = useTimeLeft(order.status === ORDER_STATUS.toBePaid ? order.remainPayMs : 0);
  // The count in the browser stands for the server's figure, so the page turns to "expired" at zero.
  const shown: OrderResult = order.status === ORDER_STATUS.toBePaid ? { ...order, remainPayMs: msLeft } : order;
  const recheck = !signedOut && needsRecheck(shown);
  useEffect(() => {
    if (!recheck) return;
    const timer = setTimeout(() => void refresh(), RECHECK_MS);
    return () => clearTimeout(timer);
  }, [recheck, checks, refresh]);

  // The server's sweep closes the order at its deadline (301): the page asks at once when the count reaches zero.
  const timeUp = order.status === ORDER_STATUS.toBePaid && order.remainPayMs > 0 && msLeft === 0;
  useEffect(() => {
    if (timeUp) void refresh();
  }, [timeUp, refresh]);

  return { order: shown, refresh };
}
