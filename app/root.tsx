import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { requestApi, siteForRequest } from "./lib/api.server.js";
import { useNonce } from "./lib/nonce.js";
import "./load-context.js";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await siteForRequest(request, requestApi(context));
  const language = site.defaultLanguage;
  // The signing key is public by design (SPEC §7 anti-automation signature), so browsers can sign.
  return { site, language, signingKey: context.signingKey };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

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
  const { language } = useLoaderData<typeof loader>();
  useChangeLanguage(language);
  return <Outlet />;
}

/**
 * Never a blank page: a missing page says so, a failed request names its status, and anything
 * unexpected gets the server-error text (SPEC §2 Error and offline), each with a way back.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const message = !isRouteErrorResponse(error)
    ? t("error.unexpected")
    : error.status === 404
      ? t("error.notFound")
      : t("error.system", { status: error.status });
  return (
    <main>
      <h1>{message}</h1>
      <button type="button" onClick={() => history.back()}>
        {t("error.back")}
      </button>
    </main>
  );
}
