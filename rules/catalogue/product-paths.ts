import type { SkuKind } from "../../schemas/catalogue.js";
import { SCREENS } from "../screens.js";

/**
 * The two families of course addresses (SPEC §2): the main ones, and the tutoring brand's, whose list and
 * detail paths end in "-bm" (/courses/list-bm, /courses/detail-bm/{coursesId}, …). A page of one family links
 * only to pages of the same family.
 */
export type PathFamily = "plain" | "bm";

const SUFFIX: Record<PathFamily, string> = { plain: "", bm: "-bm" };

/** /courses/list or /courses/list-bm. */
export function courseListPath(family: PathFamily): string {
  return `/courses/list${SUFFIX[family]}`;
}

/** Where a family's detail pages live: /courses/detail or /courses/detail-bm. */
export function courseDetailBase(family: PathFamily): string {
  return `/courses/detail${SUFFIX[family]}`;
}

/** /courses/detail/promote/{packageId}: a package of classes sold together. */
export function packageDetailPath(packageId: string, family: PathFamily): string {
  return `${courseDetailBase(family)}/promote/${encodeURIComponent(packageId)}`;
}

/** /courses/detail/FirstClass: the site's trial classes. */
export function firstClassPath(family: PathFamily): string {
  return `${courseDetailBase(family)}/FirstClass`;
}

/** /courses/available-classes/{courseId}: every open class of one course. */
export function availableClassesPath(courseId: string): string {
  return `/courses/available-classes/${encodeURIComponent(courseId)}`;
}

/** /courses/detail/{coursesId}: a class's page. */
export function courseDetailPath(skuId: string, family: PathFamily = "plain"): string {
  return `${courseDetailBase(family)}/${encodeURIComponent(skuId)}`;
}

/** /courses/recorded-detail/{skuId}: a recorded course's page (one family only). */
export function recordedCourseDetailPath(skuId: string): string {
  return `/courses/recorded-detail/${encodeURIComponent(skuId)}`;
}

/** /goods/detail/{skuId}: a product's page, e.g. a workbook (one family only). */
export function goodsDetailPath(skuId: string): string {
  return `/goods/detail/${encodeURIComponent(skuId)}`;
}

/**
 * The page of a product of any kind: a class's detail, a package's promote page, a recorded course's or
 * goods' own page. A subscription plan has no page of its own (it is sold from its course's page): its line leads
 * to the family's subscriptions.
 */
export function productPath(product: { id: string; kind: SkuKind }, family: PathFamily = "plain"): string {
  switch (product.kind) {
    case "package":
      return packageDetailPath(product.id, family);
    case "recorded":
      return recordedCourseDetailPath(product.id);
    case "goods":
      return goodsDetailPath(product.id);
    case "subscription":
      return SCREENS.mySubscriptions;
    case "class":
      return courseDetailPath(product.id, family);
  }
}

/** /courses/aggregational-detail/{pageId}: a collection of products in groups. */
export function aggregationalDetailPath(pageId: string): string {
  return `/courses/aggregational-detail/${encodeURIComponent(pageId)}`;
}

/** The query value of fromPage that marks a visit from the unpaid list (SPEC §2 order create, §4 class button). */
export const FROM_UNPAID_LIST = "unpaid-courses-list";
