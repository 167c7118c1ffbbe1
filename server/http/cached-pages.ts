import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { parse as parseCookies } from "cookie";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { COOKIES, HTML_VARYING_COOKIES } from "../../schemas/cookies.js";
import type { ContentChanges } from "../pages/content-changes.js";
import type { SiteDirectory } from "../service/sites.js";
import { encodingFor } from "./compression.js";
import { HtmlCache, QueryStringAdmission, responseFor, toCachedPage, type CachedPage } from "./html-cache.js";
import { remixRequest, sendRemixResponse } from "./remix-handler.js";

interface Options {
  build: ServerBuild;
  sites: SiteDirectory;
  changes: ContentChanges;
}

/** Where a request's page is kept: its site's locale (publishes forget by it) and the full key. */
interface CacheTarget {
  scope: string;
  key: string;
}

function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    /\bpublic\b/.test(response.headers.get("cache-control") ?? "")
  );
}

const isPreview = (req: ExpressRequest) => req.query.viewModel !== undefined;

/**
 * Anonymous page views from a cache of rendered HTML: only what is the same for every visitor, keyed by
 * site, host, URL and every cookie the HTML depends on. Signed-in visitors, previews and anything but
 * GET/HEAD go to Remix as usual; a publish on any server process empties its site's entries.
 *
 * A hit is answered by `serveHit` straight from node:http, before express and its middleware: the entry
 * holds the headers that chain gave the page when it was rendered (security headers, the policy with the
 * page's script hashes) and its bytes compressed with brotli and gzip, chosen by Accept-Encoding.
 */
export class CachedPages {
  private readonly cache = new HtmlCache();
  private readonly admission = new QueryStringAdmission();
  private readonly render: ReturnType<typeof createRequestHandler>;

  constructor(private readonly options: Options) {
    this.render = createRequestHandler(options.build, "production");
    options.changes.subscribe((change) => this.cache.forget(change.locale));
  }

  /**
   * Where this request's page is kept, or nothing when it must not come from the cache or go into it: a
   * signed-in visitor, a host no site has, a port this server does not listen on, or a host a proxy
   * names in X-Forwarded-Host (the page would be rendered for another host than the key says).
   */
  private targetOf(req: IncomingMessage): CacheTarget | undefined {
    const { headers } = req;
    if ((req.method !== "GET" && req.method !== "HEAD") || headers.authorization !== undefined) return undefined;
    if (headers["x-forwarded-host"] !== undefined || !headers.host) return undefined;
    const [, hostname, port] = /^([^:]+)(?::(\d+))?$/.exec(headers.host.toLowerCase()) ?? [];
    if (!hostname || (port !== undefined && Number(port) !== req.socket.localPort)) return undefined;
    const site = this.options.sites.forHost(hostname);
    if (!site) return undefined;
    const cookies = headers.cookie ? parseCookies(headers.cookie) : {};
    if (cookies[COOKIES.token] !== undefined) return undefined;
    const key = [site.locale, hostname, req.url, ...HTML_VARYING_COOKIES.map((name) => cookies[name] ?? "")].join("|");
    return { scope: site.locale, key };
  }

  private send(req: IncomingMessage, res: ServerResponse, page: CachedPage, hit: boolean) {
    const marked = (headers: OutgoingHttpHeaders) => (hit ? headers : { ...headers, "x-cache": "MISS" });
    if (req.headers["if-none-match"]?.includes(page.etag)) {
      res.writeHead(304, marked(page.notModifiedHeaders));
      return void res.end();
    }
    const { headers, body } = responseFor(page, encodingFor(req.headers["accept-encoding"]), req.method !== "HEAD");
    res.writeHead(200, marked(headers));
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Answers a request the cache holds, before any middleware; false when it does not hold it. */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const target = this.targetOf(req);
    const page = target && this.cache.get(target.key);
    if (!page) return false;
    this.send(req, res, page, true);
    return true;
  }

  /**
   * The middleware at the point of the chain where pages are rendered: renders a miss, keeps it when it is
   * the same for every visitor, and answers hits too where no server put `serveHit` in front.
   */
  middleware(loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext): RequestHandler {
    return async (req, res, next) => {
      const target = this.targetOf(req);
      if (!target || isPreview(req) || req.path.endsWith(".data")) return next();
      const cached = this.cache.get(target.key);
      if (cached) return this.send(req, res, cached, true);
      const generation = this.cache.generation(target.scope);
      try {
        const response = await this.render(remixRequest(req, res), loadContext(req, res));
        if (!isCacheable(response)) return await sendRemixResponse(req, res, response);
        if (!this.admission.admits(target.key, req.url)) {
          res.setHeader("x-cache", "MISS");
          return await sendRemixResponse(req, res, response);
        }
        // The headers the chain set so far (helmet's) and the page's own, as every hit will send them.
        const headers = { ...res.getHeaders(), ...Object.fromEntries(response.headers), "x-cache": "HIT" };
        const page = toCachedPage(headers, await response.text());
        this.cache.set(target.scope, generation, target.key, page);
        this.send(req, res, page, false);
      } catch (error) {
        next(error);
      }
    };
  }
}
