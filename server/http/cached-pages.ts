import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { parse as parseCookies } from "cookie";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { COOKIES, HTML_VARYING_COOKIES } from "../../schemas/cookies.js";
import type { ContentChanges } from "../pages/content-changes.js";
import type { SiteDirectory } from "../service/sites.js";
import { HtmlCache, policyForCachedPage, toCachedPage, type CachedPage } from "./html-cache.js";

interface Options {
  build: ServerBuild;
  sites: SiteDirectory;
  changes: ContentChanges;
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

function fetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: req.method, headers });
}

function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    /\bpublic\b/.test(response.headers.get("cache-control") ?? "")
  );
}

/**
 * Serves anonymous page views from a cache of rendered HTML: only what is the same for every visitor,
 * keyed by site, host, URL and every cookie the HTML depends on. Signed-in visitors, previews and anything
 * but GET/HEAD go to Remix as usual; a publish on any server process empties its site's entries.
 */
export function cachedPages({ build, sites, changes, loadContext }: Options): RequestHandler {
  const render = createRequestHandler(build, "production");
  const cache = new HtmlCache();
  changes.subscribe((change) => cache.forgetPrefix(`${change.locale}|`));

  const send = (res: ExpressResponse, req: ExpressRequest, page: CachedPage, hit: boolean) => {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const policy = res.getHeader("content-security-policy");
    if (typeof policy === "string") res.setHeader("content-security-policy", policyForCachedPage(policy, page));
    res.setHeader("ETag", page.etag);
    res.setHeader("X-Cache", hit ? "HIT" : "MISS");
    res.setHeader("Vary", "Accept-Encoding");
    if (req.get("if-none-match") === page.etag) return void res.status(304).end();
    res.status(page.status);
    if (!req.acceptsEncodings("gzip")) return void res.send(page.body);
    res.setHeader("Content-Encoding", "gzip");
    res.send(page.gzipped);
  };

  return async (req, res, next) => {
    const cookies = parseCookies(req.headers.cookie ?? "");
    const site = sites.forHost(req.hostname);
    const bypass =
      (req.method !== "GET" && req.method !== "HEAD") ||
      !site ||
      cookies[COOKIES.token] !== undefined ||
      req.get("authorization") !== undefined ||
      req.query.viewModel === "preview" ||
      req.path.endsWith(".data");
    if (bypass) return next();

    const key = [site.locale, req.hostname, req.originalUrl, ...HTML_VARYING_COOKIES.map((name) => cookies[name] ?? "")].join("|");
    const cached = cache.get(key);
    if (cached) return send(res, req, cached, true);
    try {
      const response = await render(fetchRequest(req), loadContext(req, res));
      const html = await response.text();
      if (!isCacheable(response)) {
        res.status(response.status);
        response.headers.forEach((value, name) => res.append(name, value));
        return void res.send(html);
      }
      const page = toCachedPage(200, [...response.headers].filter(([name]) => name !== "content-length"), html);
      cache.set(key, page);
      send(res, req, page, false);
    } catch (error) {
      next(error);
    }
  };
}
