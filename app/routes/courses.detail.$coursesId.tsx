import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCourseDetail } from "../components/catalogue/detail/course-detail-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/catalogue/detail/course-detail-route.js";

/** /courses/detail/{coursesId} (query fromPage, studentId): a class by its SKU id; 404 when the site has none. */
export const loader = (args: LoaderFunctionArgs) => loadCourseDetail(args, "plain");
