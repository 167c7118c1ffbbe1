import { createServer, type Server } from "node:http";
import { createHttpApp, type HttpAppOptions } from "./app.js";
import { CachedPages } from "./cached-pages.js";

/**
 * The storefront's HTTP server. With the production build and HTML_CACHE on, a page the cache holds is
 * answered before express and its middleware run (the entry carries the headers they gave it); every
 * other request goes through the app (server/http/app.ts). See docs/decisions/0012.
 */
export function createHttpServer(options: Omit<HttpAppOptions, "cachedPages">): Server {
  const { env, service, remix } = options;
  const cachedPages =
    remix && "build" in remix && env.HTML_CACHE
      ? new CachedPages({ build: remix.build, sites: service.sites, changes: service.changes })
      : undefined;
  const app = createHttpApp({ ...options, cachedPages });
  return createServer(cachedPages ? (req, res) => void (cachedPages.serveHit(req, res) || app(req, res)) : app);
}
