import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { PLACEHOLDER_IMAGE, SafeImage } from "../../../ui/SafeImage.js";
import { signOutDestination } from "../../lib/account/sign-out.js";
import type { useUser } from "../../lib/account/use-user.js";
import { cartBadge } from "../../../rules/regional/header.js";
import { useCartBadge } from "../cart/cart-badge.js";
import { useShell } from "./use-shell.js";
import { SCREENS, screenBuilt } from "../../../rules/screens.js";

// The switch-student dialog's code loads when a parent first opens it.
const SwitchStudentDialog = lazy(() =>
  import("../account/family/SwitchStudentDialog.js").then((loaded) => ({
    default: loaded.SwitchStudentDialog,
  }))
);

/**
 * A figure the header shows a signed-in parent, loaded for the current student and again whenever the
 * student (or `key`) changes; a failure shows the empty figure.
 */
function useStudentFigure<T>(key: string, load: () => Promise<T>, empty: T): T {
  const [figure, setFigure] = useState(empty);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (value) => current && setFigure(value),
      () => current && setFigure(empty)
    );
    return () => {
      current = false;
    };
  }, [key, empty]);
  return figure;
}

/** The cart's count beside Shopping Cart: none when empty, a dots icon above 99 (SPEC §2 Header). */
function CartCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const badge = cartBadge(count);
  if (!badge.show) return null;
  return (
    <span className="header-account__badge" role="img" aria-label={t("shell.account.cartCount", { count })}>
      {badge.text === "dots" ? "\u2022\u2022\u2022" : badge.text}
    </span>
  );
}

/**
 * A signed-in parent's user menu: Shopping Cart, My Orders, Unpaid Courses (red mark when any), My Account,
 * the switch-student dialog and Sign Out (SPEC §2 Header, §6).
 */
export function AccountMenu({ user }: { user: NonNullable<ReturnType<typeof useUser>> }) {
  const { t } = useTranslation();
  const { path } = useShell();
  const { api, call } = useSiteApi();
  // Whether the family has unpaid or waiting courses: the menu's red mark (SPEC §2 Header user menu).
  const unpaid = useStudentFigure(`unpaid|${user.uid}`, () => api.call("unpaidRemind", {}, call).then((answer) => answer.total > 0), false);
  // Asked again after every change of the cart on this page (adding, removing, a new quantity).
  const cartChanges = useCartBadge((state) => state.changes);
  const cartCount = useStudentFigure(`cart|${user.uid}|${cartChanges}`, () => api.call("getCartAmount", { studentId: user.uid }, call).then((answer) => answer.total), 0);
  const [switching, setSwitching] = useState(false);

  const signOut = async () => {
    // The edge clears the HttpOnly cookie with the answer; a failed call leaves the session to expire.
    await api.call("accountLogout", {}, call).catch(() => undefined);
    window.location.assign(signOutDestination(path));
  };
  // The parent's own name: until they choose a nickname, "Parent" (never a child's name or a login).
  const name = user.parentNickname || t("shell.account.parent");
  return (
    <>
      <details className="header-account">
        <summary className="header-account__toggle" aria-label={t("shell.account.menu", { name })}>
          <SafeImage
            className="header-account__avatar"
            src={user.parentAvatar || PLACEHOLDER_IMAGE}
            alt=""
            width={32}
            height={32}
          />
          <span className="header-account__name">{name}</span>
          {unpaid && <span className="header-account__mark" aria-hidden="true" />}
          <span aria-hidden="true">
            <CartCount count={cartCount} />
          </span>
        </summary>
        <ul className="header-account__menu">
          {screenBuilt("shoppingCart") && (
            <li>
              <a href={SCREENS.shoppingCart}>
                {t("shell.account.cart")}
                <CartCount count={cartCount} />
              </a>
            </li>
          )}
          {screenBuilt("orders") && (
            <li>
              <a href={SCREENS.orders}>{t("shell.account.orders")}</a>
            </li>
          )}
          {screenBuilt("unpaidCourses") && (
            <li>
              <a href={SCREENS.unpaidCourses}>
                {t("shell.account.unpaid")}
                {unpaid && <span className="header-account__mark" role="img" aria-label={t("shell.account.unpaidMark")} />}
              </a>
            </li>
          )}
          <li>
            <a href={SCREENS.myAccount}>{t("shell.account.myAccount")}</a>
          </li>
          <li>
            <button type="button" onClick={() => setSwitching(true)}>
              {t("shell.account.switchStudent")}
            </button>
          </li>
          <li>
            <button type="button" onClick={signOut}>
              {t("shell.account.signOut")}
            </button>
          </li>
        </ul>
      </details>
      {/* Outside the menu: a closed <details> would hide it. */}
      {switching && (
        <Suspense fallback={null}>
          <SwitchStudentDialog open onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
