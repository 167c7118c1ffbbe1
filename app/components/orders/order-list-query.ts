import { SCREENS } from "../../../rules/screens.js";
import type { OrderListFilter } from "../../../schemas/api/calls/orders.js";

/** What /order/list shows, from its URL's query: a status filter (SPEC §4 codes, 0 all) and a page. */
export interface OrderListQuery {
  status: OrderListFilter;
  page: number;
}

/** Orders per page of /order/list. */
export const ORDER_LIST_PAGE_SIZE = 10;

/** Each filter's tab text under orders.tab, in the tabs' order (the type asks for every filter of the contract). */
const TAB_TEXT: Readonly<Record<OrderListFilter, string>> = { 0: "all", 100: "toBePaid", 200: "paid", 300: "cancelled" };

export const ORDER_TABS = (Object.keys(TAB_TEXT).map(Number) as OrderListFilter[]).map((status) => ({ status, textKey: `orders.tab.${TAB_TEXT[status]}` }));

/** The list's address with `change` applied: only what differs from all orders on page 1; a new filter starts on page 1. */
export function orderListHref(query: OrderListQuery, change: Partial<OrderListQuery> = {}): string {
  const next: OrderListQuery = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.status !== 0) params.set("status", String(next.status));
  if (next.page !== 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `${SCREENS.orders}?${search}` : SCREENS.orders;
}
