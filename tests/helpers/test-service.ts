import type { AddressInfo } from "node:net";
import { createApiClient, type CallContext } from "../../api/client.js";
import { loadEnv } from "../../server/env.js";
import { createHttpApp } from "../../server/http/app.js";
import { inProcessTransport } from "../../server/service/in-process-transport.js";
import { startService, type ServiceOverrides } from "../../server/start.js";
import { databaseUrl, seededPgliteDump, seededPostgresTemplate, uniqueDatabaseName, withAdminClient } from "./seeded-stores.js";

/** A new empty database on the suite's PostgreSQL server, or a copy of `template`; `drop` removes it. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName("test");
  await withAdminClient((client) => client.query(`create database ${name}${template ? ` template ${template}` : ""}`));
  return {
    url: databaseUrl(name),
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** Which store this run of the integration suite uses (set per vitest project). */
export const testStore = (process.env.TEST_STORE ?? "pglite") as "pglite" | "postgres";

/**
 * A service on a fresh, migrated and seeded store of the kind under test. `settings` are environment
 * variables, as an operator would give them; with a DATABASE_URL the service joins that database (a
 * second server process on the same store) and leaves it in place when closed.
 */
export async function startTestService(settings: Record<string, string> = {}, overrides: ServiceOverrides = {}) {
  const ownDatabase = !settings.DATABASE_URL;
  const database = ownDatabase && testStore === "postgres" ? await createPostgresDatabase(seededPostgresTemplate()) : undefined;
  const inMemory = ownDatabase && testStore === "pglite" && (settings.DATA_DIR ?? ":memory:") === ":memory:";
  const startFrom = inMemory ? await seededPgliteDump() : undefined;
  const env = loadEnv({
    APP_ENV: "test",
    DATA_DIR: ":memory:",
    LOG_LEVEL: "silent",
    DATABASE_URL: database?.url,
    ...settings,
  });
  // A start refused (a test of bad settings) or a close that fails still drops the database made for it.
  const running = await startService(env, { startFrom, ...overrides }).catch(async (error: unknown) => {
    await database?.drop();
    throw error;
  });
  return {
    ...running,
    env,
    async close() {
      try {
        await running.close();
      } finally {
        await database?.drop();
      }
    },
  };
}

export type TestService = Awaited<ReturnType<typeof startTestService>>;

/** The API (and health) over real HTTP on a free port. */
export async function startTestServer(running: TestService) {
  const app = createHttpApp({ env: running.env, service: running.service });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    /** Posts a raw body to /api<path>. */
    post: (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/api${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body,
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const usContext: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
  language: "en",
};

export const ukContext: CallContext = {
  header: { schoolCode: "440", timezone: "Europe/London" },
  countryCode: "GB",
  channelCode: "web-uk",
  language: "en",
};

export const hkContext = (language: CallContext["language"]): CallContext => ({
  header: { schoolCode: "8520", timezone: "Asia/Hong_Kong" },
  countryCode: "HK",
  channelCode: "web-hk",
  language,
});

export function inProcessClient(running: TestService, clientIp = "127.0.0.1") {
  return createApiClient({ transport: inProcessTransport(running.service, clientIp), signingKey: running.env.API_SIGNING_KEY });
}
