import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import { isApiError } from "../../../../api/errors.js";
import type { ModuleEnvironment } from "../../../../component-registry/define.js";
import { siteI18n } from "../../../../i18n/i18n.server.js";
import { SHOP_HOME_SCREEN_SUFFIX } from "../../../../schemas/api/calls/shop.js";
import { requestHost } from "../../../lib/api.server.js";
import { loadPage, orErrorPage, previewRequestOf, resolveModules } from "../../../lib/builder-page.server.js";
import { cardListHeaders, catalogueRequest } from "../detail/catalogue-loader.server.js";
import { SHOP_HOME_PATH, SHOP_HOME_ROW_SIZE } from "./shop-home-paths.js";
import type { ChannelRow } from "./ShopHomeScreen.js";

/** The storefront is one screen for every device: it asks as the desktop shop home. */
const BANNER_LOCATION_KEY = `pc${SHOP_HOME_SCREEN_SUFFIX}`;

/**
 * /courses: the shop home's ads, the channels that have classes with the first cards of each, and the builder
 * page of the same path (the draft a valid preview sign names). Cards show seats, so the page is never kept by a
 * cache (cardListHeaders); a preview is never indexed either.
 */
export async function loadShopHome({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const { channels } = await orErrorPage(api.call("getChannel", { hideGroup: true }, call));
  const listed = channels.filter((channel) => channel.courseCount > 0);
  const [{ rows, banners }, builder] = await orErrorPage(
    Promise.all([
      channelRows(api, call, listed).then(async (rows) => ({ rows, banners: await shopHomeBanners(api, call, rows.map((row) => row.channel.id)) })),
      builderPage(api, call, request, { site, language: visitor.language, path: SHOP_HOME_PATH }),
    ]),
  );
  const t = await siteI18n(site).getFixedT(request);
  const preview = builder?.preview ?? false;
  return data(
    {
      banners,
      rows,
      modules: builder?.modules ?? [],
      preview,
      version: builder?.version ?? null,
      title: builder?.title || t("shopHome.metaTitle", { school: site.schoolName }),
      description: builder?.description || t("shopHome.metaDescription", { school: site.schoolName }),
      keywords: builder?.keywords ?? "",
    },
    { headers: preview ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } : cardListHeaders(Boolean(visitor.token)) },
  );
}

/** A row for each of `channels` that has classes that are not over, with the first of them. */
async function channelRows(api: ApiClient, call: CallContext, channels: { id: number; name: string }[]): Promise<ChannelRow[]> {
  const found = await Promise.all(channels.map((channel) => api.call("searchCourses", { channelId: channel.id, pageSize: SHOP_HOME_ROW_SIZE }, call)));
  return channels
    .map((channel, index) => ({ channel: { id: channel.id, name: channel.name }, total: found[index]!.total, cards: found[index]!.list }))
    .filter((row) => row.total > 0);
}

/**
 * The shop home's ads for the channels whose rows it shows (decision 0022); none when the call is refused
 * (SPEC §8: ad resource non-zero code ignored).
 */
async function shopHomeBanners(api: ApiClient, call: CallContext, channelIds: number[]) {
  try {
    return (await api.call("getCoursesBannerList", { locationKey: [BANNER_LOCATION_KEY], channelIds }, call)).resources;
  } catch (error) {
    if (isApiError(error) && !error.isNetworkError) return [];
    throw error;
  }
}

/** The builder page at /courses with its modules resolved, or null when the site has none there. */
async function builderPage(api: ApiClient, call: CallContext, request: Request, where: Omit<ModuleEnvironment, "preview" | "editing">) {
  let loaded: Awaited<ReturnType<typeof loadPage>>;
  try {
    loaded = await loadPage(api, call, requestHost(request), where.path, previewRequestOf(new URL(request.url)));
  } catch (error) {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
  const { page, draft } = loaded;
  const preview = draft !== null;
  const editing = draft?.editorOrigin != null;
  // Modules that cannot be shown go to editors (who see why) but never to visitors, nor to a shared preview.
  const shown = editing ? page.modules : page.modules.filter((module) => !module.problem);
  const modules = await resolveModules(shown, { api, call, environment: { ...where, preview, editing } });
  return { preview, version: page.version, title: page.title, description: page.description, keywords: page.keywords, modules };
}
