import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadAutoPayNotice } from "../components/auto-pay/auto-pay-loaders.server.js";

export { default, headers, links, meta } from "../components/auto-pay/autopay-notice-route.js";

/** /my-unpaid-courses/autopay-notice/{status}: what came of an authorisation started here (decision 0025). */
export const loader = (args: LoaderFunctionArgs) => loadAutoPayNotice(args, "my-unpaid-courses");
