import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPackageDetail } from "../components/catalogue/promote/package-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/catalogue/promote/package-route.js";

/** /courses/detail/promote/{packageId}: a package of classes by its SKU id; 404 for anything else. */
export const loader = (args: LoaderFunctionArgs) => loadPackageDetail(args, "plain");
