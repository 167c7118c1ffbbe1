import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { EnvError, loadEnv } from "../env.js";
import { FixtureError } from "../../fixtures/load.js";
import { log } from "../log.js";
import { projectPath } from "../paths.js";
import { startService } from "../start.js";
import type { HttpAppOptions } from "./app.js";
import { createHttpServer } from "./server.js";

/** `npm start` (production build) and `npm run dev` (Vite with hot reload) both start here. */
async function main() {
  const env = loadEnv();
  const running = await startService(env);
  const production = process.env.NODE_ENV === "production";
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
  const server = createHttpServer({ env, service: running.service, remix }).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info("storefront listening", { url: `http://localhost:${port}`, store: running.store.kind, dataDir: path.resolve(env.DATA_DIR) });
  });

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

main().catch((error: unknown) => {
  // A bad setting or fixture is the operator's to fix: say which, without a stack trace.
  if (error instanceof EnvError || error instanceof FixtureError) log.error(error.message);
  else log.error("start failed", { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
