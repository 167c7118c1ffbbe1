import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCourseList } from "../components/catalogue/course-list-loader.server.js";

export { default, headers, links, meta } from "../components/catalogue/course-list-route.js";

/** /courses/list-bm: the course list in the tutoring brand's addresses. */
export const loader = (args: LoaderFunctionArgs) => loadCourseList(args, "bm");
