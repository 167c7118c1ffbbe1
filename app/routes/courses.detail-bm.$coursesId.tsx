import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCourseDetail } from "../components/catalogue/detail/course-detail-loader.server.js";

export { default, ErrorBoundary, headers, links, meta } from "../components/catalogue/detail/course-detail-route.js";

/** /courses/detail-bm/{coursesId}: the class page in the tutoring brand's addresses. */
export const loader = (args: LoaderFunctionArgs) => loadCourseDetail(args, "bm");
