import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import type { CallContext } from "../../../api/client.js";
import { ErrorCode, isApiError } from "../../../api/errors.js";
import { i18nFor, siteI18n } from "../../../i18n/i18n.server.js";
import { formatPrice } from "../../../rules/regional/prices.js";
import type { GroupBuyView } from "../../../schemas/api/calls/group-buy.js";
import { idFromText } from "../../../schemas/api/fields.js";
import { requestApi, requestHost, siteForRequest } from "../../lib/api.server.js";
import { areaPage } from "../../lib/area-texts.server.js";
import { pageCaching, SHARED_PAGE } from "../../lib/cache-control.js";
import { siteCallContext } from "../../lib/call-context.js";
import { siteOrigin } from "../../lib/seo.js";
import { catalogueAnswer, catalogueRequest } from "../catalogue/detail/catalogue-loader.server.js";
import { groupBuyPath } from "./group-buy-rules.js";
import type { GroupBuySeo } from "./group-buy-seo.js";
import { renderShareImage, shareImageActivityId } from "./share-image.server.js";

const notFound = () => new Response("Not Found", { status: 404 });

/** The group asked for by the link (?groupId=), none when the link names none; a value no group can have is a 404. */
function groupIdParam(url: URL): string | undefined {
  const value = url.searchParams.get("groupId");
  if (!value) return undefined;
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

/**
 * The activity's view (queryGroupBuy): 4003 (another site's activity, a group of another activity) and 4000 (what
 * the service cannot read as an activity or a group) are the page that does not exist; a session gone is asked again
 * without it, as the course pages do.
 */
async function groupBuyAnswer(call: CallContext, ask: (call: CallContext) => Promise<GroupBuyView>): Promise<GroupBuyView> {
  try {
    return await catalogueAnswer(call, ask);
  } catch (error) {
    if (isApiError(error, ErrorCode.INVALID_INPUT)) throw notFound();
    throw error;
  }
}

/**
 * /activity/group/detail/{id}?groupId= (SPEC §2): an activity of the site with the group its link names, for anyone.
 * With a session the view says what the family may do and is kept by no cache; without one it is the same for every
 * visitor, which shared caches may keep for a minute (the countdown runs in the browser anyway).
 */
export async function loadGroupBuyPage({ request, context, params }: LoaderFunctionArgs) {
  const activityId = idFromText(params.id);
  if (activityId === undefined) throw notFound();
  const url = new URL(request.url);
  const groupId = groupIdParam(url);
  const { api, site, visitor, call } = await catalogueRequest({ request, context });
  const view = await groupBuyAnswer(call, (asked) => api.call("queryGroupBuy", { activityId, ...(groupId ? { groupId } : {}) }, asked));
  const t = await siteI18n(site).getFixedT(request);
  const origin = siteOrigin(site.hosts, requestHost(request), context.publicOrigin);
  const seo: GroupBuySeo = {
    title: view.share.title,
    description: view.share.description,
    url: `${origin}${groupBuyPath(view.activityId, view.group?.groupId)}`,
    canonical: `${origin}${groupBuyPath(view.activityId)}`,
    image: new URL(view.share.image, origin).href,
    siteName: site.schoolName,
  };
  return data(
    { ...areaPage({ title: `${t("groupBuy.pageTitle", { title: view.card.title })} | ${site.schoolName}`, language: visitor.language }), view, loadedAt: Date.now(), origin, seo },
    { headers: pageCaching(SHARED_PAGE, Boolean(visitor.token)) },
  );
}

export type GroupBuyPageLoader = typeof loadGroupBuyPage;

/** The share image changes with the class's title and prices only: any cache may keep it for an hour. */
const SHARE_IMAGE_CACHING = { "Cache-Control": "public, max-age=3600" } as const;

/**
 * GET /activity/group/share/{activityId}.png: the activity's Open Graph image, in the site's language (a link preview
 * carries no visitor's cookie), made from the view anyone gets. Another name, or an activity the site does not have, is
 * a 404.
 */
export async function loadGroupShareImage({ request, context, params }: LoaderFunctionArgs) {
  const activityId = shareImageActivityId(params.file);
  if (activityId === undefined) throw notFound();
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const language = site.defaultLanguage;
  let view: GroupBuyView;
  try {
    view = await api.call("queryGroupBuy", { activityId }, siteCallContext(site, language));
  } catch (error) {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED) || isApiError(error, ErrorCode.INVALID_INPUT)) throw notFound();
    throw error;
  }
  const t = i18nFor(language).getFixedT(language);
  const price = (amount: number) => formatPrice(amount, site.currency);
  const png = await renderShareImage({
    language,
    schoolName: site.schoolName,
    kicker: t("groupBuy.kicker"),
    title: view.card.title,
    groupPrice: price(view.price),
    listPrice: view.card.sellPrice > view.price ? price(view.card.sellPrice) : null,
    families: t("groupBuy.share.families", { count: view.groupSize }),
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Content-Length": String(png.length), ...SHARE_IMAGE_CACHING } });
}
