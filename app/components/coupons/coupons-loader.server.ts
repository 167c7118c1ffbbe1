import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { couponIdField } from "../../../schemas/api/calls/coupons.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import type { CouponList } from "./coupon-paths.js";
import { areaPage } from "../../lib/area-texts.server.js";

const LIST_TITLES: Record<CouponList, string> = { available: "coupons.list.title", history: "coupons.list.historyTitle" };

/** /my-coupons/list and /history: the family's coupons of that list; null signed out or when the session is gone (the sign-in prompt). */
export async function couponListData(args: LoaderFunctionArgs, list: CouponList) {
  const calls = await settingsCalls(args, LIST_TITLES[list]);
  const answer = calls.hasToken ? await accountData(calls.api.call("queryUserCoupons", { list }, calls.call)) : null;
  return data({ ...areaPage(calls), coupons: answer?.list ?? null }, { headers: PERSONAL_PAGE });
}

/** /my-coupons/detail/{couponId}: one of the family's coupons; 404 for an id that is not a coupon id or not the family's. */
export async function couponDetailData(args: LoaderFunctionArgs) {
  const couponId = couponIdField.safeParse(args.params.couponId);
  if (!couponId.success) throw new Response("Not Found", { status: 404 });
  const calls = await settingsCalls(args, "coupons.detail.title");
  const coupon = calls.hasToken ? await accountData(calls.api.call("queryCouponDetail", { couponId: couponId.data }, calls.call)) : null;
  return data({ ...areaPage(calls), coupon }, { headers: PERSONAL_PAGE });
}
