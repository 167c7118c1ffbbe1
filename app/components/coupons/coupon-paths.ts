/** The coupon screens (SPEC §2 Learning): the usable coupons, the used and expired ones, one coupon. */
export const COUPON_PATHS = {
  list: "/my-coupons/list",
  history: "/my-coupons/history",
} as const;

export type CouponList = "available" | "history";

export const couponListPath = (list: CouponList) => (list === "available" ? COUPON_PATHS.list : COUPON_PATHS.history);

export const couponDetailPath = (couponId: string) => `/my-coupons/detail/${encodeURIComponent(couponId)}`;
