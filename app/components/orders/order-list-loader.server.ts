import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { orderCalls } from "../../../schemas/api/calls/orders.js";
import { signedInUser } from "../../lib/account/user.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { lastPageOf } from "../../../ui/page-items.js";
import { ORDER_LIST_PAGE_SIZE, orderListHref, type OrderListQuery } from "./order-list-query.js";
import { areaPage } from "../../lib/area-texts.server.js";

const request = orderCalls.queryOrderList.request.shape;

/** A query value as the contract reads it: plain digits only (Number("") and Number("1e2") are numbers too). */
function digits(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  return /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The list's query from the URL, each value checked as queryOrderList checks it; a value it would refuse (an
 * unknown filter, a page that is no number) is no page of this list: 404.
 */
export function orderListQueryFrom(params: URLSearchParams): OrderListQuery {
  const status = request.status.safeParse(digits(params.get("status")));
  const page = request.page.safeParse(digits(params.get("page")));
  if (!status.success || !page.success) throw new Response("Not Found", { status: 404 });
  return { status: status.data, page: page.data };
}

/**
 * /order/list: a page of the signed-in family's orders under a status filter; signed out (or the session gone),
 * the sign-in prompt. A page past the last goes to the last.
 */
export async function loadOrderList(args: LoaderFunctionArgs) {
  const query = orderListQueryFrom(new URL(args.request.url).searchParams);
  const calls = await settingsCalls(args, "orders.list.title");
  const user = calls.hasToken ? await orErrorPage(signedInUser(calls.api, calls.call)) : null;
  const orders = user ? await accountData(calls.api.call("queryOrderList", { ...query, pageSize: ORDER_LIST_PAGE_SIZE }, calls.call)) : null;
  if (orders) {
    const lastPage = lastPageOf(orders.total, ORDER_LIST_PAGE_SIZE);
    if (query.page > lastPage) throw redirect(orderListHref(query, { page: lastPage }));
  }
  return data({ ...areaPage(calls), query, orders }, { headers: PERSONAL_PAGE });
}
