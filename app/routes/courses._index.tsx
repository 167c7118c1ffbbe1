import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadShopHome } from "../components/catalogue/shop-home/shop-home-loader.server.js";
import { SHOP_HOME_PATH } from "../components/catalogue/shop-home/shop-home-paths.js";
import { ShopHomeScreen } from "../components/catalogue/shop-home/ShopHomeScreen.js";
import { shopHomeStylesheet } from "../components/catalogue/shop-home/stylesheet.js";
import { catalogueStylesheet } from "../components/catalogue/stylesheet.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import type { RootLoader } from "../root.js";

export const links: LinksFunction = () => [catalogueStylesheet, shopHomeStylesheet];

/** /courses: the shop home (SPEC §2), with the modules marketers put on the builder page of the same path. */
export const loader = (args: LoaderFunctionArgs) => loadShopHome(args);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaded, matches }) => {
  if (!loaded) return [];
  const origin = matches.find((match) => match.id === "root")?.data?.origin;
  return [
    { title: loaded.title },
    { name: "description", content: loaded.description },
    ...(loaded.keywords ? [{ name: "keywords", content: loaded.keywords }] : []),
    ...(loaded.preview
      ? [{ name: "robots", content: "noindex" }]
      : origin
        ? [{ tagName: "link", rel: "canonical", href: `${origin}${SHOP_HOME_PATH}` }]
        : []),
  ];
};

export default function ShopHomePage() {
  const { t } = useTranslation();
  const { banners, rows, modules, preview, version } = useLoaderData<typeof loader>();
  return (
    <>
      {preview && (
        <p className="preview-banner" role="status">
          {t("preview.banner", { version })}
        </p>
      )}
      <SiteShell layout="default">
        <ShopHomeScreen banners={banners} rows={rows} modules={modules} preview={preview} />
      </SiteShell>
    </>
  );
}
