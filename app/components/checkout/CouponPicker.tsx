import { useTranslation } from "react-i18next";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { CouponCard } from "../coupons/CouponCard.js";
import type { CouponChoice } from "./checkout-rules.js";
import { CheckoutSection } from "./CheckoutSection.js";

type EffectCoupon = ResponseOf<"queryAvalibaleCoupons">["effectCoupons"][number];

interface Props {
  /** The family's coupons judged against this order; null while they load. */
  coupons: readonly EffectCoupon[] | null;
  failed: boolean;
  /** The coupons chosen (null while the recommended ones are worked out). */
  chosen: readonly string[] | null;
  onToggle(coupon: CouponChoice): void;
}

/**
 * The coupons of the order (SPEC §3 Coupon, §5 one per category): the usable ones to choose, with what each
 * saves; the others with the reason they cannot be used here (a chosen one can still be let go). The
 * recommended choice is ticked to begin with.
 */
export function CouponPicker({ coupons, failed, chosen, onToggle }: Props) {
  const { t } = useTranslation();
  const usable = coupons?.filter((coupon) => coupon.usable) ?? [];
  const unusable = coupons?.filter((coupon) => !coupon.usable) ?? [];
  const card = (coupon: EffectCoupon) => (
    <li key={coupon.id}>
      <CouponCard
        coupon={coupon}
        headingLevel={4}
        usable={coupon.usable}
        reason={coupon.reason}
        saving={coupon.saving}
        selected={chosen?.includes(coupon.id) ?? false}
        onSelect={chosen === null ? undefined : () => onToggle({ id: coupon.id, category: coupon.category })}
      />
    </li>
  );
  return (
    <CheckoutSection name="coupons">
      {failed ? (
        <p role="alert" className="checkout-failure">
          {t("checkout.coupons.failed")}
        </p>
      ) : coupons === null ? (
        <p className="checkout-hint">{t("checkout.loading")}</p>
      ) : coupons.length === 0 ? (
        <p className="checkout-hint">{t("checkout.coupons.none")}</p>
      ) : (
        <>
          <p className="checkout-hint">{t("checkout.coupons.onePerCategory")}</p>
          {usable.length > 0 && (
            <>
              <h3 className="checkout-choices__legend">{t("checkout.coupons.usable", { count: usable.length })}</h3>
              <ul className="checkout-coupons">{usable.map(card)}</ul>
            </>
          )}
          {unusable.length > 0 && (
            <>
              <h3 className="checkout-choices__legend">{t("checkout.coupons.unusable", { count: unusable.length })}</h3>
              <ul className="checkout-coupons">{unusable.map(card)}</ul>
            </>
          )}
        </>
      )}
    </CheckoutSection>
  );
}
