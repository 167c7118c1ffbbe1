import { Link, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";
import { ActionNotice, type Notice } from "../../../ui/ActionNotice.js";
import { couponDetailPath, couponListPath, type CouponList } from "./coupon-paths.js";
import { CouponCard } from "./CouponCard.js";
import { RedeemCodeDialog } from "./RedeemCodeDialog.js";

const LISTS: readonly CouponList[] = ["available", "history"];

/**
 * /my-coupons/list and /my-coupons/history: the family's coupons that can be used (soonest to end first), with
 * a promo code to redeem, or those used or expired; tabs lead from one list to the other.
 */
export function CouponListScreen({ list, coupons }: { list: CouponList; coupons: CouponView[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [redeeming, setRedeeming] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const redeemed = (coupon: CouponView) => {
    setRedeeming(false);
    setNotice({ kind: "done", text: t("coupons.redeem.done", { title: coupon.title }) });
    revalidator.revalidate();
  };

  return (
    <section className="my-coupons" aria-labelledby="my-coupons-title">
      <div className="my-coupons__header">
        <h1 id="my-coupons-title">{t("coupons.list.title")}</h1>
        {list === "available" && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setNotice(null);
              setRedeeming(true);
            }}
          >
            {t("coupons.redeem.open")}
          </button>
        )}
      </div>
      <nav className="tabs__list my-coupons__tabs" aria-label={t("coupons.list.tabs")}>
        {LISTS.map((tab) => (
          <Link
            key={tab}
            to={couponListPath(tab)}
            className={`tabs__tab${tab === list ? " tabs__tab--active" : ""}`}
            aria-current={tab === list ? "page" : undefined}
          >
            {t(`coupons.list.${tab}`)}
          </Link>
        ))}
      </nav>
      {list === "available" && <ActionNotice notice={notice} />}
      {coupons.length === 0 ? (
        <p className="my-coupons__empty">{t(list === "available" ? "coupons.list.empty" : "coupons.list.historyEmpty")}</p>
      ) : (
        <ul className="my-coupons__list">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} headingLevel={2} detailHref={couponDetailPath(coupon.id)} />
            </li>
          ))}
        </ul>
      )}
      {redeeming && <RedeemCodeDialog onClose={() => setRedeeming(false)} onRedeemed={redeemed} />}
    </section>
  );
}
