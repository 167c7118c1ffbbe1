import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageModules } from "../../renderer/PageModules.js";
import { useModuleEnvironment } from "../components/ModuleScope.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { loadModule, orErrorPage, previewRequestOf, resolveModules } from "../lib/builder-page.server.js";
import { siteCallContext } from "../lib/call-context.js";
import { idFromText } from "../../schemas/api/fields.js";

/** One module on its own, as editors check it: a draft's with a preview sign, else the published one (never indexed, never cached). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = idFromText(params.id);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const call = siteCallContext(site, site.defaultLanguage);
  const url = new URL(request.url);
  const module = await orErrorPage(loadModule(api, call, requestHost(request), id, previewRequestOf(url)?.sign));
  const path = url.pathname;
  const environment = { site, language: site.defaultLanguage, preview: true, editing: true, path };
  const modules = await orErrorPage(resolveModules([module], { api, call, environment }));
  return data({ modules, path }, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.modules[0]?.componentTitle || data?.modules[0]?.componentName || "" },
  { name: "robots", content: "noindex" },
];

export default function ModulePreview() {
  const { modules, path } = useLoaderData<typeof loader>();
  const environment = useModuleEnvironment(path, true, true);
  return (
    <SiteShell layout="empty">
      <PageModules modules={modules} environment={environment} />
    </SiteShell>
  );
}
