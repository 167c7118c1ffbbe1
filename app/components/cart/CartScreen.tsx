import { Link, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../rules/regional/prices.js";
import { SCREENS } from "../../../rules/screens.js";
import { useUser } from "../../lib/account/use-user.js";
import { shownStudentName } from "../account/family/family-data.js";
import { useShell } from "../shell/use-shell.js";
import { cartCheckoutPath } from "../checkout/checkout-paths.js";
import { CART_DIALOGS, cartDialogPath, cartPath, OPENED_FROM_CART } from "./cart-paths.js";
import { checkoutEnabled, selectAll, tickedIds } from "./cart-rules.js";
import type { Cart, CartDialogContext, ShoppingCartView } from "./cart-view.js";
import { CartLineItem } from "./CartLineItem.js";
import { LinkButton } from "./LinkButton.js";
import { useCart } from "./use-cart.js";

/**
 * /shopping-cart: a family student's cart (SPEC §2, §5): the lines with their tick boxes, quantities and
 * problems, select-all and removal, the selected lines' total as the server counts it, the offers and checkout.
 * The cart's dialogs (/shopping-cart/ConfirmDelDialog, /OfferDetails) open in its outlet.
 */
export function CartScreen({ view }: { view: ShoppingCartView }) {
  const { t } = useTranslation();
  const { studentId, linkedStudentId } = view;
  const { cart, busy, failure, reload, setQuantity, select } = useCart(studentId, view.cart);
  const all = selectAll(cart.list);
  const ticked = tickedIds(cart.list);
  const dialogContext: CartDialogContext = { studentId, linkedStudentId, cart, reload };
  return (
    <section className="cart" aria-labelledby="cart-title">
      <h1 id="cart-title" className="cart__title">
        {t("cart.title")}
      </h1>
      {view.students.length > 1 && <StudentSwitcher view={view} />}
      {cart.list.length === 0 ? (
        <div className="cart-empty">
          <p className="cart-empty__text">{t("cart.empty.text")}</p>
          <p>{t("cart.empty.hint")}</p>
          <Link className="button button--primary" to={SCREENS.courseList}>
            {t("cart.empty.browse")}
          </Link>
        </div>
      ) : (
        <>
          <div className="cart-toolbar">
            <label className="cart-toolbar__all">
              <input
                type="checkbox"
                checked={all.checked}
                disabled={busy || all.disabled}
                onChange={() => all.change && void select(all.change.cartIds, all.change.selected, null)}
              />
              <span>{t("cart.selectAll")}</span>
            </label>
            <LinkButton
              className="button cart-toolbar__delete"
              to={cartDialogPath(CART_DIALOGS.confirmDelete, linkedStudentId, ticked)}
              state={OPENED_FROM_CART}
              disabled={busy || ticked.length === 0}
            >
              {t("cart.deleteSelected")}
            </LinkButton>
          </div>
          {failure && failure.lineId === null && (
            <p className="cart__failure" role="alert">
              {failure.text}
            </p>
          )}
          <ul className="cart__lines">
            {cart.list.map((line) => (
              <li key={line.id}>
                <CartLineItem
                  line={line}
                  busy={busy}
                  failure={failure?.lineId === line.id ? failure.text : null}
                  removeHref={cartDialogPath(CART_DIALOGS.confirmDelete, linkedStudentId, [line.id])}
                  onSelect={(selected) => void select([line.id], selected, line.id)}
                  onQuantity={(quantity) => void setQuantity(line.id, quantity)}
                />
              </li>
            ))}
          </ul>
          <CartSummary cart={cart} studentId={studentId} linkedStudentId={linkedStudentId} busy={busy} />
        </>
      )}
      <Outlet context={dialogContext} />
    </section>
  );
}

/** The family's students, each a link to their own cart (the signed-in student's needs no query). */
function StudentSwitcher({ view }: { view: ShoppingCartView }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <nav className="cart-students" aria-label={t("cart.students")}>
      <ul>
        {view.students.map((student) => (
          <li key={student.uid}>
            <Link
              className="cart-students__link"
              to={cartPath(student.uid === user?.uid ? null : student.uid)}
              aria-current={student.uid === view.studentId ? "page" : undefined}
            >
              {shownStudentName(t, student, view.easternNameOrder)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SummaryProps {
  cart: Cart;
  studentId: string;
  linkedStudentId: string | null;
  busy: boolean;
}

/** How many lines are selected and their total, both as the server counted them; the offers and checkout. */
function CartSummary({ cart, studentId, linkedStudentId, busy }: SummaryProps) {
  const { t } = useTranslation();
  const { site } = useShell();
  const canCheckout = checkoutEnabled(cart);
  return (
    <div className="cart-summary" aria-busy={busy}>
      <p className="cart-summary__count">{t("cart.summary.selected", { count: cart.selectedCount })}</p>
      <p className="cart-summary__total">
        {t("cart.summary.total")} <strong>{formatPrice(cart.selectedTotal, site.currency)}</strong>
      </p>
      {canCheckout && (
        <Link className="cart-summary__offers" to={cartDialogPath(CART_DIALOGS.offerDetails, linkedStudentId)} state={OPENED_FROM_CART}>
          {t("cart.summary.offers")}
        </Link>
      )}
      <LinkButton className="button button--primary cart-summary__checkout" to={cartCheckoutPath(studentId)} disabled={busy || !canCheckout}>
        {t("cart.summary.checkout")}
      </LinkButton>
    </div>
  );
}
