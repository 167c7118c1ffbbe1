import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageModules } from "../../renderer/PageModules.js";
import { useModuleEnvironment } from "../components/ModuleScope.js";
import { RequireSignIn } from "../components/account/RequireSignIn.js";
import { PageProblem } from "../components/errors/PageProblem.js";
import { SiteShell } from "../components/shell/SiteShell.js";
import { requiresSignIn } from "../lib/account/sign-in-required.js";
import { z } from "zod";
import { isApiError } from "../../api/errors.js";
import type { RenderedDocument } from "../../renderer/EditorFrame.js";
import { loadPage, orErrorPage, previewRequestOf, resolveModules } from "../lib/builder-page.server.js";
import { navigationSignOf } from "../lib/navigation-preview.server.js";
import { pageAlternates, requestApi, requestHost, siteForRequest } from "../lib/api.server.js";
import { PERSONAL_PAGE, pageCaching, SHARED_PAGE } from "../lib/cache-control.js";
import { siteCallContext } from "../lib/call-context.js";
import type { RootLoader } from "../root.js";
import { visitorPreferences } from "../lib/visitor-prefs.server.js";
import { externalRedirectFor } from "../lib/external-redirects.js";
import { appendQuery } from "../lib/links.js";
import { alternatesFor, siteOrigin } from "../lib/seo.js";
import { routeErrorText } from "../../ui/route-error-text.js";

// Only the editors' tool shows a page in its frame (with the live-preview protocol, zod): visitors never load it.
const EditorFrame = lazy(() => import("../../renderer/EditorFrame.js").then((loaded) => ({ default: loaded.EditorFrame })));

const pagePathOf = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/");

/** Every path no hand-coded route owns is a builder page, resolved by host and path (SPEC §2). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const host = requestHost(request);
  const path = pagePathOf(url);
  const external = externalRedirectFor(path);
  if (external) throw redirect(appendQuery(external, url.search));
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const visitor = visitorPreferences(request, site);
  const { language } = visitor;
  const call = siteCallContext(site, language, visitor);
  // Without a session the page is the sign-in prompt (RequireSignIn); with one, the page itself.
  if (requiresSignIn(path) && !visitor.token) return data({ signInRequired: true as const }, { headers: PERSONAL_PAGE });

  const previewRequest = previewRequestOf(url);
  const [{ config }, { page, draft }, alternates] = await orErrorPage(
    Promise.all([
      api.call("queryPageConfig", { host, path }, call),
      loadPage(api, call, host, path, previewRequest),
      pageAlternates(api, path, call),
    ]),
  );
  const preview = draft !== null;
  const editor = draft?.editorOrigin && previewRequest ? { origin: draft.editorOrigin, previewSign: previewRequest.sign } : null;
  const environment = { site, language, preview, editing: editor !== null, path };
  // Modules that cannot be shown go to editors (who see why) in the tool's frame, never to visitors or a shared link.
  const shown = editor ? page.modules : page.modules.filter((module) => !module.problem);
  const modules = await orErrorPage(resolveModules(shown, { api, call, environment }));

  // A signed-in visitor's page names them in its header: it is never kept by a shared cache; nor is a preview of a draft or of the navigation.
  const headers: Record<string, string> = preview || navigationSignOf(url) !== undefined
    ? { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }
    : pageCaching(SHARED_PAGE, Boolean(visitor.token));
  const seo = {
    canonical: `${siteOrigin(site.hosts, host, context.publicOrigin)}${path}`,
    alternates: alternatesFor(alternates.list, site.locale, host, context.publicOrigin, path),
  };
  return data({ signInRequired: false as const, page: { ...page, modules }, config, preview, draft, editor, path, seo }, { headers });
}

const renderRequest = z.object({ previewSign: z.string(), editorOrigin: z.string(), document: z.unknown() });

/**
 * The editors' tool's frame posts the working document here (EditorFrame): the service checks the frame's sign
 * and the document, and the page's resolvers run as for a visitor. Nothing is stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const posted = renderRequest.safeParse(await request.json().catch(() => null));
  const headers = { "Cache-Control": "no-store" };
  if (!posted.success) return data<RenderedDocument>({ ok: false, message: "Not a document to preview" }, { status: 400, headers });
  const url = new URL(request.url);
  const host = requestHost(request);
  const path = pagePathOf(url);
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const visitor = visitorPreferences(request, site);
  const call = siteCallContext(site, visitor.language, visitor);
  try {
    const { page } = await api.call("renderPreviewDocument", { ...posted.data, document: posted.data.document as never, host, path }, call);
    const environment = { site, language: visitor.language, preview: true, editing: true, path };
    return data<RenderedDocument>({ ok: true, modules: await resolveModules(page.modules, { api, call, environment }) }, { headers });
  } catch (error) {
    if (isApiError(error) && !error.isNetworkError) return data<RenderedDocument>({ ok: false, message: error.message }, { headers });
    throw error;
  }
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

function BuilderPage({ page, config, draft, editor, path }: Extract<SerializeFrom<typeof loader>, { signInRequired: false }>) {
  const { t } = useTranslation();
  const environment = useModuleEnvironment(path, draft !== null, editor !== null);
  return (
    <>
      {/* A shared link says which version it shows; the tool says it beside its own frame. */}
      {draft && !editor && (
        <p className="preview-banner" role="status">
          {t(draft.live ? "preview.liveBanner" : "preview.banner", { version: page.version })}
        </p>
      )}
      <SiteShell layout={config.layout} headerType={config.headerType}>
        {editor ? (
          <Suspense fallback={null}>
            <EditorFrame modules={page.modules} environment={environment} editor={editor} path={path} />
          </Suspense>
        ) : (
          <PageModules modules={page.modules} environment={environment} />
        )}
      </SiteShell>
    </>
  );
}
