import { SCREENS } from "../../../rules/screens.js";

/** The list's filters (SPEC §4 subscription list status of the latest bill: 1 to be paid, 2 paid, 3 payment failed; 0 all). */
export const SUBSCRIPTION_LIST_FILTERS = [0, 1, 2, 3] as const;
export type SubscriptionListFilter = (typeof SUBSCRIPTION_LIST_FILTERS)[number];

/** The filter of a /my-subscription/list address: all when absent; any value the call would refuse is no page (404). */
export function subscriptionListFilterFrom(params: URLSearchParams): SubscriptionListFilter {
  const raw = params.get("status");
  if (raw === null) return 0;
  const found = SUBSCRIPTION_LIST_FILTERS.find((filter) => String(filter) === raw);
  if (found === undefined) throw new Response("Not Found", { status: 404 });
  return found;
}

/** /my-subscription/list, with ?status= for a filter other than all. */
export const subscriptionListHref = (filter: SubscriptionListFilter) => (filter === 0 ? SCREENS.mySubscriptions : `${SCREENS.mySubscriptions}?status=${filter}`);

/** /my-subscription/detail/{id}. */
export const subscriptionDetailPath = (subscriptionId: string) => `/my-subscription/detail/${encodeURIComponent(subscriptionId)}`;

/** /my-subscription/cancelSubscription/{id} (SPEC §2 My Subscriptions). */
export const cancelSubscriptionPath = (subscriptionId: string) => `/my-subscription/cancelSubscription/${encodeURIComponent(subscriptionId)}`;
