import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { orderIdField } from "../../../schemas/api/calls/orders.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { accountData, settingsCalls, type SettingsCalls } from "../account/settings/settings-loader.server.js";
import { isRefusalCode, type RefundPage } from "./refund-page.js";

/**
 * What the page shows for the family's order: the refund form with what would come back; the refund asked for already
 * (its status); or why there can be none. Null when the session has ended (the sign-in prompt).
 */
async function refundPage({ api, call }: SettingsCalls, orderId: string): Promise<RefundPage | null> {
  try {
    const [preview, reasons] = await Promise.all([api.call("queryRefundPreview", { orderId }, call), api.call("queryRefundReasons", {}, call)]);
    return { kind: "form", preview, reasons: reasons.list };
  } catch (error) {
    if (isApiError(error, ErrorCode.REFUND_ALREADY_REQUESTED)) {
      const refund = await accountData(api.call("queryRefundDetail", { orderId }, call));
      return refund && { kind: "requested", refund };
    }
    if (isApiError(error) && isRefusalCode(error.code)) return { kind: "refused", code: error.code };
    // Code 9 and another family's order (404) as every signed-in page answers them.
    return accountData(Promise.reject(error));
  }
}

/**
 * /order/refund/{id} (SPEC §2 Orders): a sign-in page; an id that cannot be an order, or another family's order, is a
 * 404.
 */
export async function loadRefundPage(args: LoaderFunctionArgs) {
  const orderId = orderIdField.safeParse(args.params.id);
  if (!orderId.success) throw new Response("Not Found", { status: 404 });
  const calls = await settingsCalls(args, "refunds.title");
  const page = calls.hasToken ? await refundPage(calls, orderId.data) : null;
  return data({ ...areaPage(calls), orderId: orderId.data, page }, { headers: PERSONAL_PAGE });
}
