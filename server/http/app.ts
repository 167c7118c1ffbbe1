import { randomBytes } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import { WebhookSignatureError } from "../payments/webhook-signature.js";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import type { ViteDevServer } from "vite";
import { ErrorCode, isApiError } from "../../api/errors.js";
import { pooledHttpTransport } from "../../api/pooled-http-transport.server.js";
import type { Env } from "../env.js";
import { inProcessTransport } from "../service/in-process-transport.js";
import { errorResponse, type Service } from "../service/service.js";
import type { CachedPages } from "./cached-pages.js";
import { buildOpenApiDocument } from "./openapi.js";
import { isCrossSiteRequest } from "./origin-check.js";
import { devOutbox } from "./dev-outbox.js";
import { precompressedFiles } from "./precompressed-files.js";
import { requestGuard } from "./request-guard.js";
import { browserSignInIds, securityHeaders } from "./security-headers.js";
import { loginCookieAfter, tokenFromCookie } from "./login-cookie.js";
import { remixHandler } from "./remix-handler.js";
import { mediaRoutes } from "../media/http.js";
import { feedbackImageRoutes } from "../learning/feedback/http.js";
import { chatStreamRoutes } from "../chat/http.js";
import { loginCookieScope } from "../../schemas/session-cookie.js";
import { callNameForPath } from "../../schemas/api/contract.js";

export interface HttpAppOptions {
  env: Env;
  service: Service;
  /** The Remix app: Vite's dev server, or the production build folder; absent, the server answers the API only. */
  remix?: { vite: ViteDevServer } | { build: ServerBuild; clientDir: string };
  /** The cache of rendered pages (production builds): its misses are rendered and kept at the end of the chain. */
  cachedPages?: CachedPages;
}

const API_BODY_LIMIT = "64kb";

function cookieScopeFor(env: Env) {
  return (req: express.Request) => loginCookieScope(req.hostname, env.APP_ENV === "production");
}

/** The storefront's one HTTP server: the API under /api, health, then every page through Remix. */
export function createHttpApp({ env, service, remix, cachedPages }: HttpAppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const isDev = remix !== undefined && "vite" in remix;

  const previewFramers = service.sites
    .all()
    .flatMap((site) => site.hosts)
    .map((host) => `${host}:*`)
    .join(" ");
  const headers = securityHeaders({
    production: env.APP_ENV === "production",
    isDev,
    previewFramers,
    signIn: browserSignInIds(env),
    nonceOf: (res) => (res as express.Response).locals.cspNonce as string,
  });
  const pageHeaders = helmet(headers);
  // An API answer is JSON, never a document: it gets no policy for scripts it cannot run, and no nonce is made for it.
  const apiHeaders = helmet({ ...headers, contentSecurityPolicy: false });
  app.use((req, res, next) => {
    if (req.path.startsWith("/api/")) return apiHeaders(req, res, next);
    res.locals.cspNonce = randomBytes(16).toString("base64");
    pageHeaders(req, res, next);
  });
  app.use(requestGuard);
  // Brotli (quality 4, the middleware's) with a 256 KB window instead of 4 MB: every page and API answer fits in it,
  // and each response's encoder sets up less (0.06 ms less for a 2 KB answer, the same size out).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  const refuseCrossSite: RequestHandler = (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const crossSite = isCrossSiteRequest({
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      host: req.get("host"),
    });
    if (!crossSite) return next();
    const { status, body } = errorResponse(ErrorCode.FORBIDDEN_ORIGIN);
    res.status(status).json(body);
  };
  app.use(refuseCrossSite);
  // In development Vite serves the source modules by their paths, /api/*.ts included: it goes first.
  if (remix && "vite" in remix) app.use(remix.vite.middlewares);

  app.get("/healthz", async (_req, res) => {
    const healthy = await service.health();
    res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "store unavailable" });
  });

  if (env.APP_ENV !== "production") app.get("/dev/outbox", devOutbox(service.messenger));

  const openApiDocument = buildOpenApiDocument();
  app.get("/api/openapi.json", (_req, res) => {
    res.json(openApiDocument);
  });

  const apiLimit = { name: "api", points: env.RATE_LIMIT_PER_MINUTE, durationSeconds: 60 };
  const cookieScope = cookieScopeFor(env);
  app.post("/api/*", express.text({ type: () => true, limit: API_BODY_LIMIT }), async (req, res) => {
    const clientIp = req.ip ?? req.socket.remoteAddress ?? "";
    try {
      await service.rateLimits.consume(apiLimit, clientIp);
    } catch (error) {
      const { status, body } = errorResponse(isApiError(error) ? error.code : ErrorCode.SYSTEM_ERROR);
      return void res.status(status).json(body);
    }
    const path = req.path.slice("/api".length);
    const headers = req.headers as Record<string, string | undefined>;
    const cookieToken = tokenFromCookie(req.get("cookie"));
    const { status, body } = await service.handle({
      path,
      body: typeof req.body === "string" ? req.body : "",
      headers: headers.authorization || !cookieToken ? headers : { ...headers, authorization: cookieToken },
      clientIp,
    });
    const setCookie = loginCookieAfter(callNameForPath(path), body, cookieScope(req));
    if (setCookie) res.append("Set-Cookie", setCookie);
    // Not res.json: it hashes every answer for an ETag, which the answer of a POST never uses. Its length goes with it
    // (compression drops it from an answer it compresses), so a small answer is not sent in chunks.
    const json = JSON.stringify(body);
    res.status(status).type("json").setHeader("Content-Length", Buffer.byteLength(json));
    res.end(json);
  });
  // A payment gateway's webhook: its own body and signature, answered 400 when the signature does not hold.
  app.post("/webhooks/payments/:gateway", express.text({ type: () => true, limit: API_BODY_LIMIT }), async (req, res) => {
    try {
      const outcome = await service.paymentWebhook(req.params.gateway ?? "", typeof req.body === "string" ? req.body : "", req.headers as Record<string, string | undefined>);
      res.status(outcome === "ignored" ? 404 : 200).json({ received: outcome });
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      res.status(400).json({ error: error.message });
    }
  });
  app.use(mediaRoutes(service));
  app.use(feedbackImageRoutes(service, env));
  app.use(chatStreamRoutes(service, env));
  app.all("/api/*", (_req, res) => {
    res.status(405).json(errorResponse(ErrorCode.UNKNOWN_CALL, "API calls are POST requests").body);
  });

  if (remix) mountRemix(app, env, service, remix, cachedPages);

  const jsonErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, _next) => {
    const tooLarge = error.type === "entity.too.large";
    const { body } = tooLarge
      ? errorResponse(ErrorCode.INVALID_INPUT, `body: larger than ${API_BODY_LIMIT}`)
      : errorResponse(ErrorCode.SYSTEM_ERROR);
    res.status(tooLarge ? 413 : 500).json(body);
  };
  app.use(jsonErrors);
  return app;
}

function mountRemix(
  app: express.Express,
  env: Env,
  service: Service,
  remix: NonNullable<HttpAppOptions["remix"]>,
  cachedPages: CachedPages | undefined,
) {
  const thirdPartySignIn = browserSignInIds(env);
  const remoteApi = env.API_BASE_URL ? pooledHttpTransport(env.API_BASE_URL) : undefined;
  const loadContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    // Production sites are reached over HTTPS on the default port (behind the proxy); elsewhere on this server's port.
    publicOrigin:
      env.APP_ENV === "production"
        ? { protocol: "https:" as const, port: "" }
        : { protocol: "http:" as const, port: String(req.socket.localPort) },
    session: { invalid: false, cookieScope: cookieScopeFor(env)(req) },
    signingKey: env.API_SIGNING_KEY,
    thirdPartySignIn,
    transport: remoteApi ?? inProcessTransport(service, req.ip ?? req.socket.remoteAddress ?? ""),
  });
  if (!("vite" in remix)) {
    app.use("/assets", precompressedFiles(`${remix.clientDir}/assets`, { immutable: true, maxAge: "1y" }));
    // The files of public/ all have an extension: a page path without one skips the file-system lookup.
    const publicFiles = precompressedFiles(remix.clientDir, { maxAge: "1h" });
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));
    if (cachedPages) app.use(cachedPages.middleware(loadContext));
  }

  app.all(
    "*",
    remixHandler({
      build:
        "vite" in remix
          ? () => remix.vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
          : remix.build,
      mode: "vite" in remix ? "development" : "production",
      loadContext,
    }),
  );
}
