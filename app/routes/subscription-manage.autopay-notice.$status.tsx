import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAutoPayNotice } from "../components/auto-pay/auto-pay-loaders.server.js";

export { default, headers, links, meta } from "../components/auto-pay/autopay-notice-route.js";

/** /subscription-manage/autopay-notice/{status}: what came of an authorisation started here (decision 0025). */
export const loader = (args: LoaderFunctionArgs) => loadAutoPayNotice(args, "subscription-manage");
