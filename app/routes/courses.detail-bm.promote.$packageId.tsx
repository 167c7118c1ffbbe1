import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPackageDetail } from "../components/catalogue/promote/package-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/catalogue/promote/package-route.js";

/** /courses/detail-bm/promote/{packageId}: the package page in the tutoring brand's addresses. */
export const loader = (args: LoaderFunctionArgs) => loadPackageDetail(args, "bm");
