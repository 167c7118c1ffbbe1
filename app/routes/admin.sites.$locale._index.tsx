import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { COPY_PAGE } from "../../admin-preview/pages/CopyPageForm.js";
import { formNumber, formText } from "../../admin-preview/frame/form-outcome.js";
import { CREATE_PAGE } from "../../admin-preview/pages/NewPageForm.js";
import { PagesScreen } from "../../admin-preview/pages/PagesScreen.js";
import { siteLocale } from "../../admin-preview/sites/site-locale.js";
import { useSiteLayout } from "../../admin-preview/sites/use-site.js";
import { submitCall } from "../lib/staff-call.server.js";
import { requireStaff } from "../lib/staff.server.js";

/** /admin/sites/{locale}: the site's pages. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = siteLocale(params);
  const { api, call, language } = await requireStaff(request, context);
  const [{ list }, schedules, templates] = await Promise.all([
    api.call("adminListPages", { locale }, call),
    api.call("adminSiteSchedules", { locale }, call),
    api.call("adminPageTemplates", { locale }, call),
  ]);
  return { pages: list, schedules, templates, title: adminTitle(language, "pages.documentTitle", { locale }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

/** A new page (then its editor), or copies of a page to other sites. */
export async function action(args: ActionFunctionArgs) {
  const locale = siteLocale(args.params);
  const form = await args.request.formData();
  const intent = formText(form, "intent");
  if (intent === CREATE_PAGE) {
    const templateId = formNumber(form, "templateId");
    const template = templateId === undefined ? {} : { template: { id: templateId, language: formText(form, "templateLanguage") } };
    const outcome = await submitCall(args, CREATE_PAGE, "adminCreatePage", { locale, path: formText(form, "path"), title: formText(form, "title"), ...template });
    if (outcome.ok) throw redirect(`/admin/pages/${outcome.result.pageId}`);
    return outcome;
  }
  if (intent === COPY_PAGE) {
    return submitCall(args, COPY_PAGE, "adminCopyPage", {
      pageId: formNumber(form, "pageId"),
      locales: form.getAll("locales"),
      language: formText(form, "language"),
    });
  }
  throw new Response("Bad Request", { status: 400 });
}

export default function AdminSitePages() {
  const { pages, schedules, templates } = useLoaderData<typeof loader>();
  const { site, sites } = useSiteLayout();
  const otherSites = sites.filter((entry) => entry.locale !== site.locale);
  return <PagesScreen pages={pages} otherSites={otherSites} schedules={schedules} templates={templates} />;
}
