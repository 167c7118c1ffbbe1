import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadGroupBuyPage } from "../components/group-buy/group-buy-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/group-buy/group-buy-route.js";

/** /activity/group/detail/{id}?groupId= (SPEC §2): a group buy, with the group its link names; public. */
export const loader = (args: LoaderFunctionArgs) => loadGroupBuyPage(args);
