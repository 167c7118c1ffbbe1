import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { testAuthorizationTokenField, type AutoPayNoticeScreen } from "../../../schemas/api/calls/auto-pay.js";
import type { ApiClient, CallContext } from "../../../api/client.js";
import { signedInUser } from "../../lib/account/user.server.js";
import { orErrorPage } from "../../lib/builder-page.server.js";
import { PERSONAL_PAGE } from "../../lib/cache-control.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { accountData, settingsCalls } from "../account/settings/settings-loader.server.js";
import { PAYMENT_PAGE, PROBLEM_STATUS } from "../payment/payment-loader.server.js";
import type { GatewayProblem } from "../payment/payment-rules.js";
import { noticeScreenOf, noticeStatusOf, type AutoPayOrderView } from "./auto-pay-rules.js";
import type { TestAuthorizationPage } from "./TestAuthorizationScreen.js";

/** Each auto-pay order with its debit records and payments, as /subscription-manage shows them. */
async function autoPayOrders(api: ApiClient, call: CallContext): Promise<AutoPayOrderView[]> {
  const { list } = await api.call("queryAutoPayOrders", {}, call);
  return Promise.all(
    list.map(async (status) => {
      const [records, history] = await Promise.all([api.call("queryAutoPayRecords", { orderId: status.orderId }, call), api.call("queryPayHistory", { orderId: status.orderId }, call)]);
      return { status, records: records.list, history: history.list };
    }),
  );
}

/** /subscription-manage: the family's auto-pay orders; signed out (or the session gone), the sign-in prompt. */
export async function loadSubscriptionManage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "autoPay.manage.title");
  const user = calls.hasToken ? await orErrorPage(signedInUser(calls.api, calls.call)) : null;
  const orders = user ? await accountData(autoPayOrders(calls.api, calls.call)) : null;
  return data({ ...areaPage(calls), orders }, { headers: PERSONAL_PAGE });
}

/** …/autopay-notice/{status} of either screen: a status of AUTO_PAY_NOTICE_STATUSES, else 404. */
export async function loadAutoPayNotice(args: LoaderFunctionArgs, screen: AutoPayNoticeScreen) {
  const status = noticeStatusOf(args.params.status);
  if (!status) throw new Response("Not Found", { status: 404 });
  const calls = await settingsCalls(args, "autoPay.noticePage.title");
  return data({ ...areaPage(calls), status, screen }, { headers: PERSONAL_PAGE });
}

/** A route's loader that is loadAutoPayNotice for one of the two addresses. */
export type AutoPayNoticeLoader = (args: LoaderFunctionArgs) => ReturnType<typeof loadAutoPayNotice>;

/**
 * /pay/test/authorize/{token}?return=…: the test gateway's authorisation page (decision 0025), with the notice
 * screen to go back to; 'The payment link is empty' for a token that is none, 'The link has expired…' for one past
 * its time or used (SPEC §8).
 */
export async function loadTestAuthorizationPage(args: LoaderFunctionArgs) {
  const calls = await settingsCalls(args, "autoPay.testAuthorization.title");
  const screen = noticeScreenOf(new URL(args.request.url).searchParams.get("return"));
  const problem = (kind: GatewayProblem) => data({ ...areaPage(calls), page: { screen, problem: kind, authorization: null } satisfies TestAuthorizationPage }, { status: PROBLEM_STATUS[kind], headers: PAYMENT_PAGE });
  const token = testAuthorizationTokenField.safeParse(args.params.token);
  if (!token.success) return problem("empty");
  try {
    const authorization = await orErrorPage(calls.api.call("queryTestAuthorization", { token: token.data }, calls.call));
    return data({ ...areaPage(calls), page: { screen, problem: null, authorization: { ...authorization, token: token.data } } satisfies TestAuthorizationPage }, { headers: PAYMENT_PAGE });
  } catch (error) {
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EMPTY)) return problem("empty");
    if (isApiError(error, ErrorCode.PAYMENT_LINK_EXPIRED)) return problem("expired");
    throw error;
  }
}
