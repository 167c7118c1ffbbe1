import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { routeErrorText } from "../../ui/route-error-text.js";
import detailStylesheet from "../components/catalogue/detail/course-detail.css?url";
import { loadGoodsDetail } from "../components/catalogue/products/product-loader.server.js";
import { productMeta } from "../components/catalogue/products/product-seo.js";
import productsStylesheet from "../components/catalogue/products/products.css?url";
import { GoodsDetail } from "../components/catalogue/products/GoodsDetail.js";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { PageProblem } from "../components/errors/PageProblem.js";
import { SiteShell } from "../components/shell/SiteShell.js";

/** /goods/detail/{skuId}: goods of the site; 404 when the site has none by that id. */
export const loader = (args: LoaderFunctionArgs) => loadGoodsDetail(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [
  catalogueStylesheet,
  { rel: "stylesheet", href: detailStylesheet },
  { rel: "stylesheet", href: productsStylesheet },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => productMeta(data?.seo);

export default function GoodsDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <GoodsDetail key={loaded.detail.card.id} {...loaded} />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return <PageProblem status={isRouteErrorResponse(error) ? error.status : 500} title={routeErrorText(error, t)} />;
}
