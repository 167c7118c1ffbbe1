import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import moduleListStyles from "../../admin-preview/editor/module-list.css?url";
import navigationStyles from "../../admin-preview/navigation/navigation.css?url";
import { previewAddress, previewHostFor } from "../../admin-preview/editor/preview-address.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formJson, formNumber, formText } from "../../admin-preview/frame/form-outcome.js";
import { MODULE_PARAMETER, NAVIGATION_INTENT } from "../../admin-preview/navigation/navigation-intents.js";
import { NavigationScreen } from "../../admin-preview/navigation/NavigationScreen.js";
import { siteLocale } from "../../admin-preview/sites/site-locale.js";
import { requestHost } from "../lib/api.server.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: moduleListStyles },
  { rel: "stylesheet", href: navigationStyles },
];

/** /admin/sites/{locale}/navigation: the site's header navigation, one site module at a time (?module=). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = siteLocale(params);
  const { api, call, language } = await requireStaff(request, context);
  const [{ list }, { list: sites }] = await Promise.all([api.call("adminGetNavigation", { locale }, call), api.call("adminListSites", {}, call)]);
  const chosen = list.find((module) => String(module.moduleId) === new URL(request.url).searchParams.get(MODULE_PARAMETER)) ?? list[0];
  const title = adminTitle(language, "navigation.documentTitle", { locale });
  if (!chosen) return { modules: list, moduleId: null, history: null, previewUrl: null, title };
  const ref = { locale, moduleId: chosen.moduleId };
  const host = previewHostFor(sites.find((site) => site.locale === locale)?.hosts ?? [], requestHost(request));
  const [history, link] = await Promise.all([
    api.call("adminNavigationHistory", ref, call),
    api.call("adminNavigationPreviewLink", { ...ref, version: chosen.latestVersion, ...(host ? { host } : {}) }, call),
  ]);
  return { modules: list, moduleId: chosen.moduleId, history, previewUrl: previewAddress(request.url, link), title };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Saves a draft of one site module's navigation (with problems, nothing is saved), publishes a version or rolls back to one. */
export async function action(args: ActionFunctionArgs) {
  const locale = siteLocale(args.params);
  const form = await args.request.formData();
  const moduleId = formNumber(form, "moduleId");
  switch (formText(form, "intent")) {
    case NAVIGATION_INTENT.save:
      return submitCall(args, NAVIGATION_INTENT.save, "adminSaveNavigation", {
        locale,
        moduleId,
        basedOnVersion: formNumber(form, "basedOnVersion"),
        componentData: formJson(form, "componentData"),
      });
    case NAVIGATION_INTENT.publish:
      return submitCall(args, NAVIGATION_INTENT.publish, "adminPublishNavigation", { locale, moduleId, version: formNumber(form, "version") });
    case NAVIGATION_INTENT.rollback:
      return submitCall(args, NAVIGATION_INTENT.rollback, "adminRollbackNavigation", { locale, moduleId, version: formNumber(form, "version") });
    default:
      throw new Response("Bad Request", { status: 400 });
  }
}

export default function AdminSiteNavigation() {
  const { title: _title, ...data } = useLoaderData<typeof loader>();
  return <NavigationScreen {...data} />;
}
