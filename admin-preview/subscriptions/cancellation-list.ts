/** Where customer service sees the subscription cancellations parents asked for (app/routes/admin.orders.subscriptions.tsx). */
export const CANCELLATION_LIST_PATH = "/admin/orders/subscriptions";
