import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SiteShell } from "../components/shell/SiteShell.js";
import { useLoaderData } from "@remix-run/react";
import { isModuleOf } from "../../component-registry/components.js";
import type { ResourceListData } from "../../component-registry/resource-list/schema.js";
import { FullResourceList } from "../../component-registry/resource-list/ResourceList.js";
import { requestApi, siteForRequest } from "../lib/api.server.js";
import { orErrorPage } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { idFromText } from "../../schemas/api/fields.js";

/** /resources/list/{moduleId}: every item of a published resource-list module. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idFromText(params.moduleId);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const { moduleList } = await orErrorPage(api.call("queryPageModule", { moduleIdList: [id] }, siteCallContext(site)));
  const module = moduleList.find((candidate) => isModuleOf(candidate, "ResourceList") && !candidate.problem);
  if (!module) throw new Response("Not Found", { status: 404 });
  return { data: module.componentData as ResourceListData, title: module.componentTitle ?? "", schoolName: site.schoolName };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.data.title ?? data.title} | ${data.schoolName}` }] : [];

export default function ResourceListPage() {
  const { data } = useLoaderData<typeof loader>();
  return (
    <SiteShell layout="default">
      <FullResourceList data={data} />
    </SiteShell>
  );
}
