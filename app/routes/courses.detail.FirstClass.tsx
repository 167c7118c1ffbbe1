import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadFirstClass } from "../components/catalogue/first-class/first-class-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/catalogue/first-class/first-class-route.js";

/** /courses/detail/FirstClass: the site's trial classes. */
export const loader = (args: LoaderFunctionArgs) => loadFirstClass(args, "plain");
