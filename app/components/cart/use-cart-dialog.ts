import { useLocation, useNavigate, useOutletContext } from "@remix-run/react";
import { useCallback } from "react";
import { cartPath } from "./cart-paths.js";
import type { CartDialogContext } from "./cart-view.js";

/**
 * What a cart dialog route needs: the cart page's context, and `close`, which goes back to the cart the way the
 * browser's back button would when the cart opened the dialog, and otherwise (an address typed or shared) replaces
 * the dialog's address with the cart's.
 */
export function useCartDialog() {
  const context = useOutletContext<CartDialogContext>();
  const location = useLocation();
  const navigate = useNavigate();
  const openedFromCart = (location.state as { openedFromCart?: boolean } | null)?.openedFromCart === true;
  const { linkedStudentId } = context;
  const close = useCallback(() => {
    if (openedFromCart) navigate(-1);
    else navigate(cartPath(linkedStudentId), { replace: true });
  }, [linkedStudentId, navigate, openedFromCart]);
  return { ...context, close };
}
