import type { Layout } from "../../schemas/pages/document.js";

/**
 * Which page layouts carry the site's navigation (SPEC §2 Layouts): the empty and simple ones (used by
 * special modes such as /hope-cup) show the page alone.
 */
export function showsSiteNavigation(layout: Layout): boolean {
  return layout !== "empty" && layout !== "simple";
}
