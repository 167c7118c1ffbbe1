import { existsSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createHttpServer } from "../../server/http/server.js";
import { projectPath } from "../../server/paths.js";
import type { TestService } from "./test-service.js";

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawPageResponse extends Omit<PageResponse, "body"> {
  /** The bytes as sent (compressed when the request accepted it). */
  body: Buffer;
}

async function remixBuild(): Promise<ServerBuild> {
  const file = projectPath("build/server/index.js");
  if (!existsSync(file)) throw new Error("build/server/index.js is missing: run `npm run build` before the integration tests");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** The whole storefront (pages and API) of a test service on a free port, with the production build. */
export async function startTestSite(running: TestService) {
  const server = createHttpServer({
    env: running.env,
    service: running.service,
    remix: { build: await remixBuild(), clientDir: projectPath("build/client") },
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  /** Requests `path` on `host` (e.g. "uk.localhost"; a host with a port is sent as it is), without following redirects. */
  const send = (host: string, path: string, headers: Record<string, string>, method = "GET", body?: string): Promise<RawPageResponse> =>
    new Promise((resolve, reject) => {
      const hostHeader = host.includes(":") ? host : `${host}:${port}`;
      const outgoing = request({ host: "127.0.0.1", port, path, method, headers: { host: hostHeader, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  return {
    port,
    /** GETs `path` as a browser on `host` would, the body as text. */
    async get(host: string, path: string, headers: Record<string, string> = {}): Promise<PageResponse> {
      const response = await send(host, path, headers);
      return { ...response, body: response.body.toString("utf8") };
    },
    /** POSTs a JSON body to `path` on `host`, as a page's own script does; the answer's body as text. */
    async postJson(host: string, path: string, body: unknown): Promise<PageResponse> {
      const response = await send(host, path, { "content-type": "application/json" }, "POST", JSON.stringify(body));
      return { ...response, body: response.body.toString("utf8") };
    },
    /** Requests `path` with any method, the body as the bytes sent. */
    raw: (host: string, path: string, headers: Record<string, string> = {}, method = "GET") => send(host, path, headers, method),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
