import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_OPTIONS } from "../../server/db/connection.js";
import { loadEnv } from "../../server/env.js";
import { startService } from "../../server/start.js";

/**
 * Seeding a store takes seconds (the catalogue is materialized around today's date), and every test file
 * starts a store of its own. A test run's global set-up therefore seeds one store of each kind once, and
 * each file starts from a copy: an embedded store from a dump of the seeded one, PostgreSQL by
 * `create database ... template`. The copies are made per run, not kept, as the seed's dates move with today.
 * The global set-up hands them to the test processes in these environment variables.
 */
const PGLITE_DUMP_VARIABLE = "TEST_SEEDED_PGLITE_DUMP";
const POSTGRES_TEMPLATE_VARIABLE = "TEST_SEEDED_POSTGRES_TEMPLATE";

const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const seedEnv = (databaseUrl?: string) => loadEnv({ APP_ENV: "test", DATA_DIR: ":memory:", LOG_LEVEL: "silent", DATABASE_URL: databaseUrl });

export function databaseUrl(name: string): string {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a connection of its own to the database at `url`, closed after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${url} (${(error as Error).message}). ` +
        "Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start",
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const withAdminClient = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withClient(postgresAdminUrl, work);

export const uniqueDatabaseName = (purpose: string) => `storefront_${purpose}_${randomBytes(6).toString("hex")}`;

async function seedPgliteDump(): Promise<{ file: string; remove: () => Promise<void> }> {
  const running = await startService(seedEnv());
  try {
    const dump = await running.store.dump!();
    const file = path.join(os.tmpdir(), `${uniqueDatabaseName("seeded")}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => rm(file, { force: true }) };
  } finally {
    await running.close();
  }
}

async function seedPostgresTemplate(): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = uniqueDatabaseName("seeded");
  await withAdminClient((client) => client.query(`create database ${name}`));
  const running = await startService(seedEnv(databaseUrl(name)));
  await running.close();
  return { name, remove: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/** For a test run's global set-up: seeds the stores of these kinds and says where they are; the result removes them. */
export async function prepareSeededStores(kinds: ReadonlyArray<"pglite" | "postgres">): Promise<() => Promise<void>> {
  const removals: Array<() => Promise<void>> = [];
  if (kinds.includes("pglite")) {
    const { file, remove } = await seedPgliteDump();
    process.env[PGLITE_DUMP_VARIABLE] = file;
    removals.push(remove);
  }
  if (kinds.includes("postgres")) {
    const { name, remove } = await seedPostgresTemplate();
    process.env[POSTGRES_TEMPLATE_VARIABLE] = name;
    removals.push(remove);
  }
  return async () => {
    await Promise.all(removals.map((remove) => remove()));
  };
}

let pgliteDump: Promise<Blob> | undefined;

/** The seeded embedded store to start from, read once per test process; undefined when the run's set-up made none. */
export function seededPgliteDump(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_DUMP_VARIABLE];
  if (!file) return undefined;
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/** Fills an empty data folder with a copy of the seeded embedded store: a server started on it does not seed again. */
export async function copySeededPgliteInto(dataDir: string): Promise<void> {
  const dump = seededPgliteDump();
  if (!dump) throw new Error("no seeded embedded store to copy: the test run's global set-up makes it");
  const client = new PGlite(dataDir, { ...PGLITE_OPTIONS, loadDataDir: await dump });
  await client.waitReady;
  await client.close();
}

/** The seeded PostgreSQL database new ones are copied from; undefined when the run's set-up made none. */
export const seededPostgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE_VARIABLE];
