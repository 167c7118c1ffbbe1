import { FROM_UNPAID_LIST, type PathFamily } from "../../../rules/catalogue/product-paths.js";
import { SCREENS } from "../../../rules/screens.js";
import type { SubscriptionPeriodType } from "../../../schemas/learning.js";

/** Where a purchase can start from: the class page of either family, or the unpaid list. */
export interface OrderCreateLink {
  /** The family's student to buy for; the signed-in student when absent. */
  studentId?: string | null;
  /** The visit came from the unpaid list (SPEC §4 order create way 2). */
  fromUnpaidList?: boolean;
  /** A subscription plan's period (SPEC §4 codes: 3 month, 4 year). */
  periodType?: SubscriptionPeriodType;
}

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** /order/create/{skuId} or /order/create-bm/{skuId} (SPEC §2 Orders) with studentId, fromPage and a plan's periodType. */
export function orderCreatePath(skuId: string, family: PathFamily, { studentId, fromUnpaidList = false, periodType }: OrderCreateLink = {}): string {
  const base = family === "bm" ? "/order/create-bm" : "/order/create";
  return withQuery(`${base}/${encodeURIComponent(skuId)}`, { studentId, fromPage: fromUnpaidList ? FROM_UNPAID_LIST : null, periodType: periodType && String(periodType) });
}

/** /order/shopping-cart/create?studentId=…: the checkout of a student's selected cart lines. */
export function cartCheckoutPath(studentId: string): string {
  return withQuery("/order/shopping-cart/create", { studentId });
}

/**
 * A student's address book, naming the checkout to come back to (the book links back to it).
 */
export function addressBookPath(studentId: string, returnTo: string): string {
  return withQuery(`${SCREENS.settings}/myaddresses/${encodeURIComponent(studentId)}`, { returnTo });
}
