import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { Env } from "../env.js";
import { log } from "../log.js";
import { projectPath } from "../paths.js";
import { startService } from "../start.js";
import type { HttpAppOptions } from "./app.js";
import { collectWhenIdle } from "./idle-memory.js";
import { memoryAllocator } from "./memory-allocator.js";
import type { ServerProcesses } from "./processes.js";
import { createHttpServer } from "./server.js";

/** One server process: the service, the pages (the production build, or Vite in development) and the port. */
export async function serve(env: Env, production: boolean, processes: ServerProcesses): Promise<void> {
  const running = await startService(env);
  const remix: HttpAppOptions["remix"] = production
    ? {
        build: (await import(pathToFileURL(projectPath("build/server/index.js")).href)) as ServerBuild,
        clientDir: projectPath("build/client"),
      }
    : {
        vite: await (await import("vite")).createServer({
          configFile: projectPath("vite.config.ts"),
          server: { middlewareMode: true },
        }),
      };
  const allocator = memoryAllocator();
  const server = createHttpServer({ env, service: running.service, remix }).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    if (production && allocator !== "jemalloc" && env.MEMORY_ALLOCATOR !== "system") {
      log.warn("jemalloc is not loaded (Debian: apt-get install libjemalloc2): this process keeps the native memory a burst of requests took", { MEMORY_ALLOCATOR: env.MEMORY_ALLOCATOR });
    }
    log.info("storefront listening", {
      url: `http://localhost:${port}`,
      store: running.store.kind,
      ...(running.store.kind === "pglite" ? { dataDir: path.resolve(env.DATA_DIR) } : {}),
      processes: processes.count,
      allocator,
      ...(cluster.isWorker ? { worker: cluster.worker!.id } : { reason: processes.reason }),
    });
  });

  // After a burst V8 keeps the heap it grew until long after; idle, the process gives it back (decision 0040).
  if (production) collectWhenIdle();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    if ("vite" in remix) await remix.vite.close();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
