import type { LinksFunction } from "@remix-run/node";
import detailStylesheet from "../detail/course-detail.css?url";
import { cartStylesheet } from "../../cart/stylesheet.js";
import { catalogueStylesheet } from "../stylesheet.js";
import productsStylesheet from "./products.css?url";

// What the recorded-course and goods routes share (app/routes/courses.recorded-detail.$skuId.tsx, goods.detail.$skuId.tsx).

export { CoursePageError as ErrorBoundary, loaderHeaders as headers } from "../detail/course-page.js";

export const links: LinksFunction = () => [
  catalogueStylesheet,
  { rel: "stylesheet", href: detailStylesheet },
  { rel: "stylesheet", href: productsStylesheet },
  cartStylesheet,
];
