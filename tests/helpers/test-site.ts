import { existsSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createHttpApp } from "../../server/http/app.js";
import { projectPath } from "../../server/paths.js";
import type { TestService } from "./test-service.js";

export interface PageResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function remixBuild(): Promise<ServerBuild> {
  const file = projectPath("build/server/index.js");
  if (!existsSync(file)) throw new Error("build/server/index.js is missing: run `npm run build` before the integration tests");
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

/** The whole storefront (pages and API) of a test service on a free port, with the production build. */
export async function startTestSite(running: TestService) {
  const app = createHttpApp({
    env: running.env,
    service: running.service,
    remix: { build: await remixBuild(), clientDir: projectPath("build/client") },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    /** GETs `path` as a browser on `host` (e.g. "uk.localhost") would, without following redirects. */
    get(host: string, path: string, headers: Record<string, string> = {}): Promise<PageResponse> {
      return new Promise((resolve, reject) => {
        const outgoing = request(
          { host: "127.0.0.1", port, path, method: "GET", headers: { host: `${host}:${port}`, ...headers } },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (body += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
          },
        );
        outgoing.on("error", reject);
        outgoing.end();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
