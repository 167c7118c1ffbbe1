import { CANNOT_USE_REASON, type CannotUseReason } from "../../../rules/commerce/coupons.js";
import type { CouponView } from "../../../schemas/api/calls/coupons.js";

/** The text of each cannot-use reason (SPEC §3 Coupon: 1, 2, 3, 4, 7, 8). */
const REASON_KEYS: Record<CannotUseReason, string> = {
  [CANNOT_USE_REASON.onlySelectedCourses]: "coupons.reason.onlySelectedCourses",
  [CANNOT_USE_REASON.orderMinimum]: "coupons.reason.orderMinimum",
  [CANNOT_USE_REASON.notYetAvailable]: "coupons.reason.notYetAvailable",
  [CANNOT_USE_REASON.notCombinable]: "coupons.reason.notCombinable",
  [CANNOT_USE_REASON.textbookFeeOnly]: "coupons.reason.textbookFeeOnly",
  [CANNOT_USE_REASON.savingsCapReached]: "coupons.reason.savingsCapReached",
};

/** The translation key saying why a coupon cannot be used; a reason this build does not know gets a general text. */
export function reasonTextKey(reason: number): string {
  return REASON_KEYS[reason as CannotUseReason] ?? "coupons.reason.other";
}

/** The tag of a time status (1 available soon, 2 new, 3 expire soon), or null for none. */
export function timeStatusKey(status: CouponView["timeStatus"]): string | null {
  return status === 1 ? "coupons.timeStatus.availableSoon" : status === 2 ? "coupons.timeStatus.new" : status === 3 ? "coupons.timeStatus.expireSoon" : null;
}

/** The stamp of a history status (1 redeemed, 2 expired), or null while the coupon can be used. */
export function historyStatusKey(status: CouponView["historyStatus"]): string | null {
  return status === 1 ? "coupons.historyStatus.redeemed" : status === 2 ? "coupons.historyStatus.expired" : null;
}

/** A percentage in basis points as written in a coupon's value: 1500 → "15", 1250 → "12.5". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
