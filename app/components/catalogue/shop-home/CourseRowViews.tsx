import { lazy, type ReactNode } from "react";
import { CourseRowViewContext, type CourseRowView } from "../../../../component-registry/course-list/course-row-view.js";
import { catalogueStylesheet } from "../stylesheet.js";
import { shopHomeStylesheet } from "./stylesheet.js";

/**
 * Loaded with the first course list shown, not with every page that can hold one; the modules' Suspense
 * boundaries (renderer/PageModules.tsx) wait for it, and the server renders it in place.
 */
const CourseRow = lazy(() => import("./CourseRow.js").then((module) => ({ default: module.CourseRow })));

const courseRowView: CourseRowView = { Row: CourseRow, stylesheets: [catalogueStylesheet.href, shopHomeStylesheet.href] };

/** Gives builder modules (the course list) the catalogue's row of class cards. */
export function CourseRowViews({ children }: { children: ReactNode }) {
  return <CourseRowViewContext.Provider value={courseRowView}>{children}</CourseRowViewContext.Provider>;
}
