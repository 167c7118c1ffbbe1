import href from "./coupons.css?url";

/** The coupons' styles: every route that shows a coupon card lists it in its `links`. */
export const couponsStylesheet = { rel: "stylesheet", href } as const;
