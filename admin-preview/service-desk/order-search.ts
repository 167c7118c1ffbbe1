import { localeSchema, type Locale } from "../../schemas/site.js";
import { readOrderQuery, type OrderQueryReading } from "../../rules/service-desk/order-query.js";

/** The search of /admin/orders as its address holds it (?q=...&site=...), so a search can be shared and reloaded. */
export interface OrderSearch {
  /** As typed; empty before the first search. */
  query: string;
  /** One site's orders, or every site's. */
  locale: Locale | undefined;
  /** What the query means, or null while nothing was asked. */
  reading: OrderQueryReading | null;
}

/** The search an address asks for; null when `site` names no site (the page answers 404). */
export function orderSearchOf(params: URLSearchParams): OrderSearch | null {
  const site = params.get("site") || undefined;
  const locale = site === undefined ? undefined : localeSchema.safeParse(site).data;
  if (site !== undefined && locale === undefined) return null;
  const query = params.get("q");
  return { query: query ?? "", locale, reading: query === null ? null : readOrderQuery(query) };
}

/** The address of a search, for links back to it. */
export function orderSearchPath({ query, locale }: Pick<OrderSearch, "query" | "locale">): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (locale) params.set("site", locale);
  const search = params.toString();
  return search ? `/admin/orders?${search}` : "/admin/orders";
}
