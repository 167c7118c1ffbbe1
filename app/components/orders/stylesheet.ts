import href from "./orders.css?url";

/** The order list's styles: every route that shows an order card lists it in its `links`. */
export const ordersStylesheet = { rel: "stylesheet", href } as const;
