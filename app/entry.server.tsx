import { Writable } from "node:stream";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { languageSchema } from "../schemas/site.js";
import { log } from "../server/log.js";
import { i18nFor } from "../i18n/i18n.server.js";
import { withScriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.js";
import { PERSONAL_PAGE } from "./lib/cache-control.js";
import { NonceContext } from "./lib/nonce.js";
import { clearLoginCookieIfInvalid } from "../schemas/session-cookie.js";

const ABORT_DELAY_MS = 5_000;

function rootHasUser(context: EntryContext): boolean {
  const root = context.staticHandlerContext.loaderData?.root as { user?: unknown } | undefined;
  return Boolean(root?.user);
}

export const streamTimeout = ABORT_DELAY_MS;

/** Single-fetch data requests clear the login cookie too when one of their calls answered code 9. */
export function handleDataRequest(response: Response, { context }: LoaderFunctionArgs | ActionFunctionArgs) {
  clearLoginCookieIfInvalid(context.session, response.headers);
  return response;
}

/**
 * Loader, action and render errors go to the JSON log (without personal data in production) by the page's path:
 * never its query, nor Remix's raw console output.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorText(error);
  log.error("page request failed", { path: new URL(request.url).pathname, error: cause });
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  clearLoginCookieIfInvalid(loadContext.session, responseHeaders);
  // A signed-in visitor's page carries their name and data: never for a shared cache.
  if (rootHasUser(remixContext)) responseHeaders.set("Cache-Control", PERSONAL_PAGE["Cache-Control"]);
  const rootData = remixContext.staticHandlerContext.loaderData?.root as { language?: string } | undefined;
  const language = languageSchema.catch("en").parse(rootData?.language);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <I18nextProvider i18n={i18nFor(language)}>
          <RemixServer context={remixContext} url={request.url} nonce={loadContext.cspNonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce: loadContext.cspNonce,
        // Loaders have fetched every piece of data already; waiting for the lazy module views too gives every
        // visitor (and the HTML cache) the whole first screen in one document. Nothing is left to stream then,
        // so the document is handed on in one piece: one write to compress instead of hundreds of small ones
        // through a Node stream, a web stream and back.
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(withScriptsAfterFirstPaint(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("page render failed", { path: new URL(request.url).pathname, error: errorText(error) });
        },
      },
    );
    // Cleared once the document is done (React calls back later, never during this call): a pending timer
    // would keep the whole render in memory for its delay.
    const abortTimer = setTimeout(abort, ABORT_DELAY_MS);
  });
}
