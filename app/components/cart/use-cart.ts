import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { cartChanged } from "./cart-badge.js";
import type { Cart } from "./cart-view.js";

/** Why the last change was refused: the server's message, on the line it was about (null for the whole cart). */
export interface CartFailure {
  lineId: number | null;
  text: string;
}

/**
 * The cart a page shows and the changes made to it: each change goes to the server, then the cart is asked
 * for again, so lines, bounds and the selected total are always the server's (after a refusal too: another
 * tab may have changed the cart). One change at a time. A newer cart from the page's loader replaces the one shown.
 */
export function useCart(studentId: string, answered: Cart) {
  const { t } = useTranslation();
  const { api, call } = useSiteApi();
  const [cart, setCart] = useState(answered);
  const [loaded, setLoaded] = useState(answered);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CartFailure | null>(null);
  if (loaded !== answered) {
    setLoaded(answered);
    setCart(answered);
  }

  /** Shows the server's cart again; a failure to get it is said above the cart. */
  const reload = useCallback(async () => {
    try {
      setCart(await api.call("queryCartList", { studentId }, call));
    } catch (error) {
      if (!isSessionLost(error)) setFailure((shown) => shown ?? { lineId: null, text: failureMessage(error, t("cart.loadFailed")) });
    }
  }, [api, call, studentId, t]);

  const change = useCallback(
    async (lineId: number | null, work: () => Promise<unknown>, { badge }: { badge: boolean }) => {
      setBusy(true);
      setFailure(null);
      try {
        await work();
        if (badge) cartChanged();
      } catch (error) {
        // Code 9: the shell says the session has expired.
        if (!isSessionLost(error)) setFailure({ lineId, text: failureMessage(error, t("cart.failed")) });
      }
      await reload();
      setBusy(false);
    },
    [reload, t],
  );

  const setQuantity = useCallback(
    (cartId: number, quantity: number) => change(cartId, () => api.call("updateCartAmount", { studentId, cartId, quantity }, call), { badge: true }),
    [api, call, change, studentId],
  );

  const select = useCallback(
    (cartIds: number[], selected: boolean, lineId: number | null) =>
      change(lineId, () => api.call("selectCart", { studentId, cartIds, selected }, call), { badge: false }),
    [api, call, change, studentId],
  );

  return { cart, busy, failure, reload, setQuantity, select };
}
