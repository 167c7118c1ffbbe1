import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { serialize } from "cookie";
import { COOKIES } from "../schemas/cookies.js";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ModuleScope } from "./components/ModuleScope.js";
import { pageAlternates, requestApi, requestHost, siteForRequest } from "./lib/api.server.js";
import { orErrorPage } from "./lib/builder-page.server.js";
import { loadSiteData, navigationSignOf } from "./lib/navigation-preview.server.js";
import { siteCallContext } from "./lib/call-context.js";
import { signedInUser } from "./lib/account/user.server.js";
import { routeErrorText } from "../ui/route-error-text.js";
import { visitorPreferences } from "./lib/visitor-prefs.server.js";
import { useNonce } from "./lib/nonce.js";
import { siteOrigin } from "./lib/seo.js";
import "./load-context.js";
import stylesheet from "./styles/site.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** zod reads its global configuration from this global, and creates it only when absent. */
const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={jitless:true};";

/** The site, the visitor's language and everything the site's frame shows, for every page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = requestApi(context);
  const site = await siteForRequest(request, api);
  const preferences = visitorPreferences(request, site);
  const url = new URL(request.url);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : "/";
  const call = siteCallContext(site, preferences.language, preferences);
  const [siteData, { list: sites }, { list: publishing }, user] = await orErrorPage(
    Promise.all([
      loadSiteData(api, call, { host: requestHost(request), path, navigationSign: navigationSignOf(url) }),
      api.call("querySiteList", {}, call),
      pageAlternates(api, path, call),
      signedInUser(api, call),
    ]),
  );
  const headers: HeadersInit = preferences.clearTimezoneCookie
    ? { "Set-Cookie": serialize(COOKIES.timezone, "", { path: "/", maxAge: 0 }) }
    : {};
  return data(
    {
    site,
    language: preferences.language,
    timezone: preferences.timezone,
    path,
    origin: siteOrigin(site.hosts, url.hostname, context.publicOrigin),
    cookieConsent: preferences.cookieConsent,
    settings: siteData.configs,
    navigation: siteData.siteModuleList.filter((module) => !module.problem),
    /** A navigation version a preview link shows in place of the live one. */
    navigationPreview: siteData.navigationPreview ?? null,
    regions: sites,
    /** Sites that publish the current path, so switching region keeps the visitor on it. */
    publishingLocales: publishing.map((entry) => entry.locale),
    // The signing key is public by design (SPEC §7 anti-automation signature), so browsers can sign.
    signingKey: context.signingKey,
    // Public client ids, the same for every visitor of this deployment (the HTML cache may keep them).
    thirdPartySignIn: context.thirdPartySignIn ?? {},
    user,
    },
    { headers },
  );
}

export type RootLoader = typeof loader;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={data?.language ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Before any module loads: zod must not probe for eval, which the CSP forbids (and reports). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  const { t } = useTranslation();
  const navigationPreview = useRouteLoaderData<typeof loader>("root")?.navigationPreview;
  const viewModel = new URLSearchParams(location.search).get("viewModel");
  const preview = viewModel === "preview" || viewModel === "editor" || viewModel === "navigation" || location.pathname.startsWith("/module-preview/");
  return (
    <ModuleScope preview={preview}>
      {navigationPreview && (
        <p className="preview-banner" role="status">
          {t(navigationPreview.live ? "preview.navigationLiveBanner" : "preview.navigationBanner", { version: navigationPreview.version })}
        </p>
      )}
      <Outlet />
    </ModuleScope>
  );
}

/**
 * Never a blank page: a missing page says so, a failed request names its status, and anything
 * unexpected gets the server-error text (SPEC §2 Error and offline), each with a way back.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <main>
      <h1>{routeErrorText(error, t)}</h1>
      <button type="button" onClick={() => history.back()}>
        {t("error.back")}
      </button>
    </main>
  );
}
