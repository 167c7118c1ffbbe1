import { mkdir } from "node:fs/promises";
import { publicIdentityProviders, type IdentityProvider, type ThirdPartySourceValue } from "./auth/identity-providers.js";
import { openStore } from "./db/connection.js";
import { seedStore } from "./db/seed.js";
import type { Env } from "./env.js";
import { handlers } from "./handlers/index.js";
import { configureLog, log } from "./log.js";
import { Messenger, smtpProvider } from "./messaging/messenger.js";
import { ContentChanges } from "./pages/content-changes.js";
import { PublishedPages } from "./pages/published-pages.js";
import { RateLimits } from "./security/rate-limit.js";
import { createService } from "./service/service.js";
import { SiteDirectory } from "./service/sites.js";

/**
 * Opens the store named by the environment, migrates it, seeds it on first start and returns the
 * service that answers the contract. Used by the HTTP server, the tests, the benchmarks and the CLI.
 */
/** What tests replace: identity providers with a local key set, say. */
export interface ServiceOverrides {
  identityProviders?: Record<ThirdPartySourceValue, IdentityProvider>;
}

export async function startService(env: Env, overrides: ServiceOverrides = {}) {
  configureLog({ level: env.LOG_LEVEL, redact: env.APP_ENV === "production" });
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
  const messenger = new Messenger(store.db, env.SMTP_URL ? { email: smtpProvider(env.SMTP_URL, env.MAIL_FROM) } : {}, env.APP_ENV !== "production");
  const identityProviders = overrides.identityProviders ?? publicIdentityProviders(env);
  const service = createService({ env, store, sites, pages, changes, rateLimits, handlers, messenger, identityProviders });
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
