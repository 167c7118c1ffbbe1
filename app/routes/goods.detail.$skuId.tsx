import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { coursePageMeta } from "../components/catalogue/detail/course-page.js";
import { GoodsDetail } from "../components/catalogue/products/GoodsDetail.js";
import { loadGoodsDetail } from "../components/catalogue/products/product-loader.server.js";
import { SiteShell } from "../components/shell/SiteShell.js";

export { ErrorBoundary, headers, links } from "../components/catalogue/products/product-route.js";

/** /goods/detail/{skuId}: goods of the site; 404 when the site has none by that id. */
export const loader = (args: LoaderFunctionArgs) => loadGoodsDetail(args);

export const meta: MetaFunction<typeof loader> = ({ data }) => coursePageMeta(data?.seo);

export default function GoodsDetailPage() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <GoodsDetail key={loaded.detail.card.id} {...loaded} />
    </SiteShell>
  );
}
