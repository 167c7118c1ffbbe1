import { mkdir } from "node:fs/promises";
import { openStore } from "./db/connection.js";
import { seedStore } from "./db/seed.js";
import type { Env } from "./env.js";
import { handlers } from "./handlers/index.js";
import { log, setLogLevel } from "./log.js";
import { ContentChanges } from "./pages/content-changes.js";
import { PublishedPages } from "./pages/published-pages.js";
import { RateLimits } from "./security/rate-limit.js";
import { createService } from "./service/service.js";
import { SiteDirectory } from "./service/sites.js";

/**
 * Opens the store named by the environment, migrates it, seeds it on first start and returns the
 * service that answers the contract. Used by the HTTP server, the tests, the benchmarks and the CLI.
 */
export async function startService(env: Env) {
  setLogLevel(env.LOG_LEVEL);
  if (!env.DATABASE_URL && env.DATA_DIR !== ":memory:") await mkdir(env.DATA_DIR, { recursive: true });
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await store.withStartupLock(async () => {
    await store.migrate();
    const seeded = await seedStore(store);
    log.info("store ready", { store: store.kind, seed: seeded });
  });
  const sites = new SiteDirectory(store.db);
  await sites.reload();
  const changes = new ContentChanges(store);
  await changes.start();
  const pages = new PublishedPages(store.db, changes);
  const rateLimits = new RateLimits(env.REDIS_URL);
  await rateLimits.ready();
  const service = createService({ env, store, sites, pages, changes, rateLimits, handlers });
  return {
    service,
    store,
    changes,
    async close() {
      await rateLimits.close();
      await changes.stop();
      await store.close();
    },
  };
}

export type RunningService = Awaited<ReturnType<typeof startService>>;
