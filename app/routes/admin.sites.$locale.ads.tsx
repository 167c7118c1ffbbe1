import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SAVE_AD } from "../../admin-preview/ads/AdForm.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { AdsScreen, DELETE_AD } from "../../admin-preview/ads/AdsScreen.js";
import { formNumber, formText } from "../../admin-preview/frame/form-outcome.js";
import { siteLocale } from "../../admin-preview/sites/site-locale.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/sites/{locale}/ads: the site's ads by location key. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = siteLocale(params);
  const { api, call, language } = await requireStaff(request, context);
  const { list, channels } = await api.call("adminListResources", { locale }, call);
  return { ads: list, channels, title: adminTitle(language, "ads.documentTitle", { locale }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Adds or changes an ad, or deletes one. */
export async function action(args: ActionFunctionArgs) {
  const locale = siteLocale(args.params);
  const form = await args.request.formData();
  const intent = formText(form, "intent");
  if (intent === SAVE_AD) {
    return submitCall(args, SAVE_AD, "adminSaveResource", {
      id: formNumber(form, "id"),
      locale,
      locationKey: formText(form, "locationKey"),
      url: formText(form, "url"),
      src: formText(form, "src"),
      newWindow: form.has("newWindow"),
      sort: formNumber(form, "sort"),
      active: form.has("active"),
      channelIds: form.getAll("channelIds").map(Number),
    });
  }
  if (intent === DELETE_AD) return submitCall(args, DELETE_AD, "adminDeleteResource", { id: formNumber(form, "id") });
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminSiteAds() {
  const { ads, channels } = useLoaderData<typeof loader>();
  return <AdsScreen ads={ads} channels={channels} />;
}
