import href from "./refunds.css?url";

/** The refund page's styles (app/routes/order.refund.$id.tsx). */
export const refundsStylesheet = { rel: "stylesheet", href } as const;
