import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { formJson, formNumber, formText } from "../../admin-preview/frame/form-outcome.js";
import { NavigationScreen, SAVE_NAVIGATION } from "../../admin-preview/navigation/NavigationScreen.js";
import { siteLocale } from "../../admin-preview/sites/site-locale.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/sites/{locale}/navigation: the site's header navigation. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = siteLocale(params);
  const { api, call, language } = await requireStaff(request, context);
  const { list } = await api.call("adminGetNavigation", { locale }, call);
  return { modules: list, title: adminTitle(language, "navigation.documentTitle", { locale }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** Saves one site module's navigation (publishers); with problems, nothing is saved. */
export async function action(args: ActionFunctionArgs) {
  const locale = siteLocale(args.params);
  const form = await args.request.formData();
  if (formText(form, "intent") !== SAVE_NAVIGATION) throw new Response("Bad Request", { status: 400 });
  return submitCall(args, SAVE_NAVIGATION, "adminSaveNavigation", {
    locale,
    moduleId: formNumber(form, "moduleId"),
    componentData: formJson(form, "componentData"),
  });
}

export default function AdminSiteNavigation() {
  return <NavigationScreen modules={useLoaderData<typeof loader>().modules} />;
}
