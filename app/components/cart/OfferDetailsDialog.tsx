import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSiteApi } from "../../../api/site-api-context.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import { SCREENS, screenBuilt } from "../../../rules/screens.js";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";
import { Dialog } from "../../../ui/Dialog.js";
import { failureMessage, isSessionLost } from "../account/bind/failure-message.js";
import { useShell } from "../shell/use-shell.js";
import { tickedProducts } from "./cart-rules.js";
import { useCartDialog } from "./use-cart-dialog.js";

type Offers =
  | { kind: "loading" }
  | { kind: "loaded"; saving: number; couponCount: number; coupons: Pick<CouponView, "id" | "title" | "category">[] }
  | { kind: "failed"; message: string };

/**
 * /shopping-cart/OfferDetails: what the family's coupons save on the ticked lines — the best legal choice
 * (one coupon per category, SPEC §5) as the server works it out, and which coupons make it.
 */
export function OfferDetailsDialog() {
  const { t } = useTranslation();
  const { site } = useShell();
  const { api, call } = useSiteApi();
  const { studentId, cart, close } = useCartDialog();
  const products = tickedProducts(cart.list);
  // The request as text: the answer is asked for again only when what is ticked changes.
  const request = JSON.stringify(products);
  const [offers, setOffers] = useState<Offers>({ kind: "loading" });

  useEffect(() => {
    const wanted = JSON.parse(request) as typeof products;
    if (wanted.length === 0) return;
    let current = true;
    setOffers({ kind: "loading" });
    Promise.all([api.call("recommendCoupons", { studentId, products: wanted }, call), api.call("queryUserCoupons", { list: "available" }, call)]).then(
      ([best, mine]) => {
        if (!current) return;
        const chosen = best.couponIds.map((id) => mine.list.find((coupon) => coupon.id === id)).filter((coupon) => coupon !== undefined);
        setOffers({ kind: "loaded", saving: best.saving, couponCount: best.couponIds.length, coupons: chosen });
      },
      (error: unknown) => {
        if (current && !isSessionLost(error)) setOffers({ kind: "failed", message: failureMessage(error, t("cart.offers.failed")) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, call, request, studentId, t]);

  return (
    <Dialog open title={t("cart.offers.title")} width={500} onClose={close}>
      {products.length === 0 ? (
        <p>{t("cart.offers.nothingTicked")}</p>
      ) : offers.kind === "loading" ? (
        <p role="status">{t("cart.offers.loading")}</p>
      ) : offers.kind === "failed" ? (
        <p className="account-form__failure" role="alert">
          {offers.message}
        </p>
      ) : offers.couponCount === 0 ? (
        <p>{t("cart.offers.none")}</p>
      ) : (
        <>
          <p className="cart-offers__saving">
            {t("cart.offers.saving")} <strong>{formatPrice(offers.saving, site.currency)}</strong>
          </p>
          <h3 className="cart-offers__heading">{t("cart.offers.coupons")}</h3>
          <ul className="cart-offers__coupons">
            {offers.coupons.map((coupon) => (
              <li key={coupon.id}>
                <span>{coupon.title}</span> <span className="cart-offers__category">{t(`cart.offers.category.${coupon.category}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog__actions">
        {screenBuilt("myCoupons") && (
          <Link className="button" to={SCREENS.myCoupons}>
            {t("cart.offers.myCoupons")}
          </Link>
        )}
        <button type="button" className="button button--primary" onClick={close}>
          {t("cart.offers.back")}
        </button>
      </div>
    </Dialog>
  );
}
