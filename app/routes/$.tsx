import { data, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageModules } from "../../renderer/PageModules.js";
import { useModuleEnvironment } from "../components/ModuleScope.js";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { PageProblem } from "../components/errors/PageProblem.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { requiresSignIn } from "../lib/account/sign-in-required.js";
import { loadPage, orErrorPage, previewSignOf, resolveModules } from "../lib/builder-page.server.js";
import { pageAlternates, requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { PERSONAL_PAGE, pageCaching, SHARED_PAGE } from "../lib/cache-control.js";
import { siteCallContext } from "../lib/call-context.js";
import type { RootLoader } from "../root.js";
import { visitorPreferences } from "../lib/visitor-prefs.server.js";
import { externalRedirectFor } from "../lib/external-redirects.js";
import { appendQuery } from "../lib/links.js";
import { alternatesFor, siteOrigin } from "../lib/seo.js";
import { routeErrorText } from "../../ui/route-error-text.js";

/** Every path no hand-coded route owns is a builder page, resolved by host and path (SPEC §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const host = requestHost(request);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  const external = externalRedirectFor(path);
  if (external) throw redirect(appendQuery(external, url.search));
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const visitor = visitorPreferences(request, site);
  const { language } = visitor;
  const call = siteCallContext(site, language, visitor);
  // Without a session the page is the sign-in prompt (RequireSignIn); with one, the page itself.
  if (requiresSignIn(path) && !visitor.token) return data({ signInRequired: true as const }, { headers: PERSONAL_PAGE });

  const [{ config }, { page, preview }, alternates] = await orErrorPage(
    Promise.all([
      api.call("queryPageConfig", { host, path }, call),
      loadPage(api, call, host, path, previewSignOf(url)),
      pageAlternates(api, path, call),
    ]),
  );
  const environment = { site, language, preview, path };
  // Modules that cannot be shown go to editors (who see why) but never to visitors.
  const shown = preview ? page.modules : page.modules.filter((module) => !module.problem);
  const modules = await orErrorPage(resolveModules(shown, { api, call, environment }));

  // A signed-in visitor's page names them in its header: it is never kept by a shared cache.
  const headers: Record<string, string> = preview
    ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }
    : pageCaching(SHARED_PAGE, Boolean(visitor.token));
  const seo = {
    canonical: `${siteOrigin(site.hosts, host, context.publicOrigin)}${path}`,
    alternates: alternatesFor(alternates.list, site.locale, host, context.publicOrigin, path),
  };
  return data({ signInRequired: false as const, page: { ...page, modules }, config, preview, path, seo }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data: loaded, matches, error }) => {
  // No page (404, or the sign-in prompt): the document still has a title, the site's name.
  const schoolName = matches.find((match) => match.id === "root")?.data?.site.schoolName ?? "";
  if (error) return [{ title: `${isRouteErrorResponse(error) ? error.status : 500} · ${schoolName}` }, { name: "robots", content: "noindex" }];
  if (!loaded || loaded.signInRequired) return [{ title: schoolName }];
  const { page, preview, seo } = loaded;
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    ...(preview
      ? [{ name: "robots", content: "noindex" }]
      : [
          { tagName: "link", rel: "canonical", href: seo.canonical },
          ...seo.alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
        ]),
  ];
};

export default function BuilderPageRoute() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.signInRequired)
    return (
      <SiteShell layout="default">
        <RequireSignIn>{null}</RequireSignIn>
      </SiteShell>
    );
  return <BuilderPage {...loaded} />;
}

/** No page at this path (404) or a page that failed: a page of the site all the same, with ways on. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return <PageProblem status={isRouteErrorResponse(error) ? error.status : 500} title={routeErrorText(error, t)} />;
}

function BuilderPage({ page, config, preview, path }: Extract<SerializeFrom<typeof loader>, { signInRequired: false }>) {
  const { t } = useTranslation();
  const environment = useModuleEnvironment(path, preview);
  return (
    <>
      {preview && (
        <p className="preview-banner" role="status">
          {t("preview.banner", { version: page.version })}
        </p>
      )}
      <SiteShell layout={config.layout} headerType={config.headerType}>
        <PageModules modules={page.modules} environment={environment} />
      </SiteShell>
    </>
  );
}
