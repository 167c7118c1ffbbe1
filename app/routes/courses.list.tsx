import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCourseList } from "../components/catalogue/course-list-loader.server.js";

export { default, headers, links, meta } from "../components/catalogue/course-list-route.js";

/** /courses/list: the site's classes under the URL's filters, keyword, sort and page. */
export const loader = (args: LoaderFunctionArgs) => loadCourseList(args, "plain");
