import { fork } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pickHost } from "../rules/regional/hosts.js";
import type { Locale } from "../schemas/site.js";
import { publicIdentityProviders, type IdentityProvider, type ThirdPartySourceValue } from "./auth/identity-providers.js";
import { SESSION_CHANNEL, SessionCache } from "./auth/session-cache.js";
import { openStore } from "./db/connection.js";
import type { SeedChildMessage } from "./db/seed-child.js";
import { migrateAndSeed, type SeedResult } from "./db/seed.js";
import type { Env } from "./env.js";
import { handlers } from "./handlers/index.js";
import { configureLog, log } from "./log.js";
import { projectRoot } from "./paths.js";
import { sweepAvailabilityAlerts } from "./catalogue/availability-alerts.js";
import { sweepDueOrders } from "./commerce/order-expiry.js";
import { runAutoPay, sweepAutoPay } from "./auto-pay/sweep.js";
import { sweepOrderMails } from "./order-mail/send.js";
import { sweepLessonReminders } from "./learning/calendar/reminders.js";
import { driveApprovedRefunds, sweepApprovedRefunds } from "./refunds/refund-sweep.js";
import { sweepDueSchedules } from "./admin/schedule-sweep.js";
import { Payments } from "./payments/payments.js";
import { MediaLibrary } from "./media/library.js";
import { openMediaStorage } from "./media/storage.js";
import type { StripeGatewayOptions } from "./payments/stripe-gateway.js";
import { Messenger, smtpProvider } from "./messaging/messenger.js";
import { CONTENT_CHANNEL, ContentChanges } from "./pages/content-changes.js";
import { PublishedPages } from "./pages/published-pages.js";
import { RateLimits } from "./security/rate-limit.js";
import { createService } from "./service/service.js";
import { SiteDirectory } from "./service/sites.js";

/** What tests replace: identity providers with a local key set, say. */
export interface ServiceOverrides {
  identityProviders?: Record<ThirdPartySourceValue, IdentityProvider>;
  /** Where the Stripe package sends its requests: a local stub, so no test reaches Stripe. */
  stripeApi?: StripeGatewayOptions["api"];
  /** An in-memory embedded store starts as this dump of one (Store.dump): a seeded copy, so that each test file need not seed. */
  startFrom?: Blob;
  /** The clock the calls read (epoch milliseconds): a test sets the time a call happens at. */
  now?: () => number;
}

/** The store could not be migrated or seeded; the message says why (from the child process that tried). */
export class StorePreparationError extends Error {
  override name = "StorePreparationError";
}

/** The seeding process's script: the bundle's when this code runs from the build (build/host/), else the TypeScript source run by tsx. */
function seedChildScript(): { file: string; execArgv: string[] } {
  if (fileURLToPath(import.meta.url).startsWith(path.join(projectRoot, "build", "host"))) {
    return { file: path.join(projectRoot, "build/host/seed-child.js"), execArgv: [] };
  }
  return { file: path.join(projectRoot, "server/db/seed-child.ts"), execArgv: ["--import", "tsx"] };
}

/**
 * Migrates and seeds the embedded store in `dataDir` in a short-lived child process (server/db/seed-child.ts),
 * which has exited, and let go of the folder, when this resolves.
 */
async function migrateAndSeedInChildProcess(env: Env): Promise<SeedResult> {
  const { file, execArgv } = seedChildScript();
  const child = fork(file, [], {
    cwd: projectRoot,
    execArgv,
    env: { ...process.env, DATA_DIR: path.resolve(env.DATA_DIR), DATABASE_URL: "", LOG_LEVEL: env.LOG_LEVEL },
  });
  let answer: SeedChildMessage | undefined;
  child.on("message", (message: SeedChildMessage) => (answer = message));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (answer && "seed" in answer && code === 0) return answer.seed;
  throw new StorePreparationError(answer && "error" in answer ? answer.error : `The seeding process exited with code ${code}`);
}

/**
 * The origin a payer comes back to from a gateway's hosted page, the way links to a site are made
 * (app/lib/seo.ts): the site's public host over HTTPS in production, its local host (`*.localhost`) on this
 * server's port elsewhere. Nothing a request names is used.
 */
function siteOriginFor(env: Env, sites: SiteDirectory) {
  const production = env.APP_ENV === "production";
  return (locale: Locale): string => {
    const site = sites.forLocale(locale);
    // pickHost takes the host of a visitor: none names a public one, "localhost" a local one.
    const host = site && pickHost(site.hosts, production ? "" : "localhost");
    if (!host) throw new Error(`The site ${locale} has no host to come back to`);
    return production ? `https://${host}` : `http://${host}:${env.PORT}`;
  };
}

/**
 * Opens the store named by the environment, migrates it, seeds it on first start and returns the service
 * that answers the contract. Used by the HTTP server, the tests and the benchmarks. An embedded store in a
 * folder is migrated and seeded by a child process first (its memory leaves with it); PostgreSQL and an
 * in-memory store are migrated and seeded here, PostgreSQL under an advisory lock so processes take turns.
 */
export async function startService(env: Env, overrides: ServiceOverrides = {}) {
  configureLog({ level: env.LOG_LEVEL, redact: env.APP_ENV === "production" });
  const embeddedFolder = !env.DATABASE_URL && env.DATA_DIR !== ":memory:";
  let seed: SeedResult | undefined;
  if (embeddedFolder) {
    await mkdir(env.DATA_DIR, { recursive: true });
    seed = await migrateAndSeedInChildProcess(env);
  }
  const store = await openStore({ databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, dataDir: env.DATA_DIR, startFrom: overrides.startFrom });
  const sessions = new SessionCache();
  await store.hear(SESSION_CHANNEL, sessions);
  const changes = new ContentChanges(store);
  await store.hear(CONTENT_CHANNEL, changes);
  seed ??= await migrateAndSeed(store);
  log.info("store ready", { store: store.kind, seed, ...(embeddedFolder ? { seededBy: "a child process" } : {}) });
  const sites = new SiteDirectory(store.db);
  await sites.reload();
  const pages = new PublishedPages(store.db, changes);
  const rateLimits = new RateLimits(env.REDIS_URL);
  await rateLimits.ready();
  const messenger = new Messenger(store.db, env.SMTP_URL ? { email: smtpProvider(env.SMTP_URL, env.MAIL_FROM) } : {}, env.APP_ENV !== "production");
  const identityProviders = overrides.identityProviders ?? publicIdentityProviders(env);
  const payments = new Payments(store.db, {
    testGatewaySecret: env.TEST_GATEWAY_SECRET,
    // The stripe package loads only where Stripe is set up: it holds some 8 MB of heap a process.
    primary: env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
      ? (await import("./payments/stripe-gateway.js")).stripeGateway({
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          currencyFactor: (code) => sites.all().find((site) => site.currency.code === code)?.currency.factor,
          api: overrides.stripeApi,
        })
      : undefined,
    siteOrigin: siteOriginFor(env, sites),
  });
  const mediaStorage = await openMediaStorage(env);
  const media = new MediaLibrary(store.db, mediaStorage);
  const service = createService({ env, store, sessions, sites, pages, changes, rateLimits, handlers, messenger, payments, media, identityProviders, now: overrides.now });
  // Each runs in the background until close, which waits for the rounds under way before the store closes.
  const logFailure = (message: string) => (error: unknown) => log.error(message, { error: error instanceof Error ? error.message : String(error) });
  const sweeps = [
    sweepAvailabilityAlerts(store.db, messenger, sites, logFailure("availability alerts not sent")),
    sweepDueOrders(store.db, logFailure("unpaid orders not expired")),
    sweepOrderMails(store.db, messenger, sites, siteOriginFor(env, sites), logFailure("order mails not sent")),
    sweepLessonReminders(store.db, messenger, sites, env.LESSON_REMINDER_MINUTES, logFailure("lesson reminders not sent")),
    sweepAutoPay(store.db, payments, sites, logFailure("auto-pay not swept")),
    sweepDueSchedules(store.db, changes, logFailure("page schedules not run")),
    sweepApprovedRefunds(store.db, payments, logFailure("approved refunds not given back")),
  ];
  return {
    service,
    store,
    changes,
    /** One round of auto-pay's due work (debits, closure approvals) as of `now`, as the sweep does it every minute. */
    autoPay: (now: Date) => runAutoPay(store.db, payments, sites, now),
    /** One round of the refund sweep as of `now`: approved refunds driven on through their gateways (decision 0024). */
    driveRefunds: (now: Date) => driveApprovedRefunds(store.db, payments, now),
    async close() {
      await Promise.all(sweeps.map((stop) => stop()));
      await rateLimits.close();
      await store.close();
      await mediaStorage.close();
    },
  };
}

export type RunningService = Awaited<ReturnType<typeof startService>>;
