import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { subscriptionIdField } from "../../../schemas/api/calls/subscription-fields.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { subscriptionDetailPath, subscriptionListFilterFrom } from "./subscription-paths.js";
import { canAskToCancel } from "./subscription-view.js";

/** A subscription id from the path; anything that cannot be one is no page. */
function subscriptionIdParam(value: string | undefined): string {
  const parsed = subscriptionIdField.safeParse(value);
  if (!parsed.success) throw new Response("Not Found", { status: 404 });
  return parsed.data;
}

/**
 * A signed-in page of My Subscriptions: its title and learning's texts, and what `load` answers once signed in;
 * null when signed out or the session has ended (the sign-in prompt), a 404 for another family's subscription.
 */
async function subscriptionPage<T>(args: LoaderFunctionArgs, titleKey: string, load: (calls: SettingsCalls) => Promise<T>) {
  const calls = await settingsCalls(args, titleKey);
  const page = calls.hasToken ? await accountData(load(calls)) : null;
  return { ...areaPage({ ...calls, area: "learning" }), page };
}

/** /my-subscription/list (?status=0|1|2|3): the family's subscriptions under a filter of their latest bill's status. */
export async function loadSubscriptionList(args: LoaderFunctionArgs) {
  const filter = subscriptionListFilterFrom(new URL(args.request.url).searchParams);
  const loaded = await subscriptionPage(args, "subscriptions.list.title", ({ api, call }) => api.call("querySubscriptionList", { status: filter }, call));
  return data({ ...loaded, filter }, { headers: PERSONAL_PAGE });
}

/** /my-subscription/detail/{id}: the subscription with its bills. */
export async function loadSubscriptionDetail(args: LoaderFunctionArgs) {
  const subscriptionId = subscriptionIdParam(args.params.id);
  const loaded = await subscriptionPage(args, "subscriptions.detail.title", async ({ api, call }) => {
    const [subscription, history] = await Promise.all([api.call("querySubscriptionDetail", { subscriptionId }, call), api.call("querySubscriptionHistory", { subscriptionId }, call)]);
    return { subscription, bills: history.list };
  });
  return data({ ...loaded, subscriptionId }, { headers: PERSONAL_PAGE });
}

/** /my-subscription/cancelSubscription/{id}: the request's form, with the reasons; once asked or ended, back to the detail. */
export async function loadCancelSubscription(args: LoaderFunctionArgs) {
  const subscriptionId = subscriptionIdParam(args.params.id);
  const loaded = await subscriptionPage(args, "subscriptions.cancel.title", async ({ api, call }) => {
    const [subscription, reasons] = await Promise.all([api.call("querySubscriptionDetail", { subscriptionId }, call), api.call("querySubscriptionCancelReasons", {}, call)]);
    return { subscription, reasons: reasons.list };
  });
  if (loaded.page && !canAskToCancel(loaded.page.subscription)) throw redirect(subscriptionDetailPath(subscriptionId));
  return data({ ...loaded, subscriptionId }, { headers: PERSONAL_PAGE });
}
