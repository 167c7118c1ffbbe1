import href from "./order-detail.css?url";

/** The styles of an order's pages after the purchase: detail, sub-order, address change and parcels. */
export const orderDetailStylesheet = { rel: "stylesheet", href } as const;
