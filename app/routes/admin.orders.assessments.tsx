import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssessmentListScreen } from "../../admin-preview/assessments/AssessmentListScreen.js";
import { adminMeta } from "../../admin-preview/frame/admin-document.js";
import { adminTitle } from "../../admin-preview/frame/admin-title.server.js";
import { siteFilterOf } from "../../admin-preview/service-desk/SiteField.js";
import { requireStaff } from "../lib/staff.server.js";
import deskStylesheet from "../../admin-preview/service-desk/service-desk.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: deskStylesheet }];

/** /admin/orders/assessments[?site=us]: free assessments booked to come, the soonest first, on every site or one (customer service). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, call, language } = await requireStaff(request, context);
  const locale = siteFilterOf(new URL(request.url).searchParams.get("site"));
  const { list, more } = await api.call("serviceListAssessments", locale ? { locale } : {}, call);
  return { locale, list, more, title: adminTitle(language, "assessments.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => adminMeta(loaded?.title);

export default function AdminAssessmentList() {
  const { locale, list, more } = useLoaderData<typeof loader>();
  return <AssessmentListScreen locale={locale} list={list} more={more} />;
}
