import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkTargetExists, SCREENS } from "../../../rules/screens.js";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";
import { couponListPath } from "./coupon-paths.js";
import { CouponCard } from "./CouponCard.js";

/** /my-coupons/detail/{couponId}: one of the family's coupons in full, with the way back to its list and, while it can be used, where to use it. */
export function CouponDetailScreen({ coupon }: { coupon: CouponView }) {
  const { t } = useTranslation();
  const inHistory = coupon.historyStatus !== null;
  return (
    <section className="coupon-detail">
      <Link className="coupon-detail__back" to={couponListPath(inHistory ? "history" : "available")}>
        {t(inHistory ? "coupons.detail.backToHistory" : "coupons.detail.backToList")}
      </Link>
      <CouponCard coupon={coupon} headingLevel={1} />
      {!inHistory && (
        <div className="coupon-detail__use">
          <p>{t("coupons.detail.howToUse")}</p>
          {linkTargetExists(SCREENS.courseList) && (
            <Link className="button button--primary" to={SCREENS.courseList}>
              {t("coupons.detail.browse")}
            </Link>
          )}
        </div>
      )}
    </section>
  );
}
