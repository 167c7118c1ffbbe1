import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { subOrderIdField } from "../../../schemas/api/calls/order-detail.js";
import { orderIdField } from "../../../schemas/api/calls/orders.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";

/**
 * The pages of an order after the purchase are sign-in pages (SPEC §2): signed out (or the session gone), no data
 * and the page asks for a login; an id that cannot be one, or another family's order, is a 404.
 */
async function orderPage<Id, T>(
  args: LoaderFunctionArgs,
  { param, field, titleKey }: { param: string; field: z.ZodType<Id>; titleKey: string },
  load: (calls: SettingsCalls, id: Id) => Promise<T>,
) {
  const id = field.safeParse(args.params[param]);
  if (!id.success) throw new Response("Not Found", { status: 404 });
  const calls = await settingsCalls(args, titleKey);
  const loaded = calls.hasToken ? await accountData(load(calls, id.data)) : null;
  return data({ ...areaPage(calls), loaded }, { headers: PERSONAL_PAGE });
}

/** /order/detail/{id}. */
export const loadOrderDetailPage = (args: LoaderFunctionArgs) =>
  orderPage(args, { param: "id", field: orderIdField, titleKey: "orderDetail.title" }, ({ api, call }, orderId) => api.call("queryOrderDetail", { orderId }, call));

/** /order/detail/sub/{id}: a sub-order, "<orderId>-<lineNo>". */
export const loadSubOrderPage = (args: LoaderFunctionArgs) =>
  orderPage(args, { param: "id", field: subOrderIdField, titleKey: "orderDetail.sub.title" }, ({ api, call }, subOrderId) => api.call("querySubOrderDetail", { subOrderId }, call));

/** /order/detail/edit-address/{id}: the order with its student's address book to choose from. */
export const loadEditAddressPage = (args: LoaderFunctionArgs) =>
  orderPage(args, { param: "id", field: orderIdField, titleKey: "orderDetail.edit.title" }, async ({ api, call }, orderId) => {
    const order = await api.call("queryOrderDetail", { orderId }, call);
    return { order, addresses: await api.call("queryAddressList", { uid: order.studentId }, call) };
  });

/** /order/logistics/{orderId}. */
export const loadLogisticsPage = (args: LoaderFunctionArgs) =>
  orderPage(args, { param: "orderId", field: orderIdField, titleKey: "orderDetail.parcels.title" }, ({ api, call }, orderId) => api.call("queryLogistics", { orderId }, call));
