import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { createApiClient, type CallContext } from "../../api/client.js";
import { loadEnv } from "../../server/env.js";
import { createHttpApp } from "../../server/http/app.js";
import { inProcessTransport } from "../../server/service/in-process-transport.js";
import { startService, type ServiceOverrides } from "../../server/start.js";

/** The PostgreSQL server the integration suite uses; each test file gets a database of its own on it. */
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${postgresAdminUrl} (${(error as Error).message}). ` +
        "Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
    );
  }
  const name = `storefront_test_${randomBytes(6).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
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
  const database = testStore === "postgres" && !settings.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const env = loadEnv({
    APP_ENV: "test",
    DATA_DIR: ":memory:",
    LOG_LEVEL: "silent",
    DATABASE_URL: database?.url,
    ...settings,
  });
  const running = await startService(env, overrides);
  return {
    ...running,
    env,
    async close() {
      await running.close();
      await database?.drop();
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

export function inProcessClient(running: TestService, clientIp = "127.0.0.1") {
  return createApiClient({ transport: inProcessTransport(running.service, clientIp), signingKey: running.env.API_SIGNING_KEY });
}
