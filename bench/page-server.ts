// The server side of bench/pages.ts, in a process of its own so the load generator never shares its CPU
// time or event loop. It serves one builder page four ways, each on its own port:
//   rendered  the runtime rendering every request (HTML cache off)
//   bare      the same build with the page's loaders answering from the data they returned once, so only
//             Remix's own rendering remains
//   cached    the runtime with its cache of rendered HTML
//   plain     node:http answering the bytes the cache sent, with the same headers: the ceiling
// It tells its parent the ports, then answers "usage" with its memory and CPU time and "stop" by exiting
// (which also writes a CPU profile when started with --cpu-prof).
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { loadEnv } from "../server/env.js";
import { createHttpServer } from "../server/http/server.js";
import { projectPath } from "../server/paths.js";
import { startService } from "../server/start.js";
import { BENCH_ACCEPT_ENCODING, type FromPageServer, type ToPageServer } from "./page-server-protocol.js";
import { BENCH_PRODUCTION_SETTINGS } from "./production-settings.js";

const HOST = process.env.BENCH_HOST ?? "uk.localhost";
const PATH = process.env.BENCH_PATH ?? "/faq";

// A fresh folder for the embedded store, as a first `npm start` has: seeded by a child process, as there.
const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), "storefront-bench-"));
const env = loadEnv({
  ...process.env,
  ...BENCH_PRODUCTION_SETTINGS,
  DATA_DIR: dataDir ?? ":memory:",
  LOG_LEVEL: "warn",
});
const running = await startService(env);
const build = (await import(pathToFileURL(projectPath("build/server/index.js")).href)) as ServerBuild;
const clientDir = projectPath("build/client");

async function listening(server: Server): Promise<number> {
  if (!server.listening) await new Promise<void>((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

function serveRuntime(options: { htmlCache: boolean; build: ServerBuild }): Server {
  return createHttpServer({
    env: { ...env, HTML_CACHE: options.htmlCache },
    service: running.service,
    remix: { build: options.build, clientDir },
  }).listen(0, "127.0.0.1");
}

/** The build with the page's loaders answering from the data they returned the first time. */
function snapshotBuild(): ServerBuild {
  const routes = { ...build.routes };
  for (const id of ["root", "routes/$"]) {
    const route = routes[id]!;
    const loader = route.module.loader!;
    let snapshot: Promise<unknown> | undefined;
    routes[id] = { ...route, module: { ...route.module, loader: (args) => (snapshot ??= Promise.resolve(loader(args))) } };
  }
  return { ...build, routes };
}

/** One GET of the page as the load generator sends it: status, headers and the raw (compressed) bytes. */
function fetchRaw(port: number): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path: PATH, headers: { host: `${HOST}:${port}`, "accept-encoding": BENCH_ACCEPT_ENCODING } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** node:http answering every request with the cached page's bytes and headers: nothing left to take away. */
async function servePlain(cachedPort: number): Promise<Server> {
  const page = await fetchRaw(cachedPort);
  if (page.status !== 200) throw new Error(`${HOST}${PATH} answered ${page.status}`);
  const headers = Object.fromEntries(
    Object.entries(page.headers).filter(([name]) => !["connection", "keep-alive", "date", "transfer-encoding"].includes(name)),
  );
  headers["content-length"] = String(page.body.length);
  return createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(page.body);
  }).listen(0, "127.0.0.1");
}

const rendered = serveRuntime({ htmlCache: false, build });
const bare = serveRuntime({ htmlCache: false, build: snapshotBuild() });
const cached = serveRuntime({ htmlCache: true, build });
const cachedPort = await listening(cached);
const plain = await servePlain(cachedPort);
const servers = { rendered, bare, cached, plain };

const send = (message: FromPageServer) => process.send!(message);
send({
  type: "ready",
  store: running.store.kind,
  ports: {
    rendered: await listening(rendered),
    bare: await listening(bare),
    cached: cachedPort,
    plain: await listening(plain),
  },
});

process.on("message", async (message: ToPageServer) => {
  if (message.type === "usage") {
    const { user, system } = process.cpuUsage();
    return send({ type: "usage", rssBytes: process.memoryUsage.rss(), cpuMicros: user + system });
  }
  for (const server of Object.values(servers)) {
    server.closeAllConnections();
    server.close();
  }
  await running.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
