import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { projectPath } from "../paths.js";
import { log } from "../log.js";
import { lockDataDir } from "./data-dir-lock.js";

/** Without the schema's relational query builders: nothing uses `db.query`, and drizzle made them anew for every transaction. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface Store {
  kind: "pglite" | "postgres";
  db: Database;
  /** Applies pending migrations; on PostgreSQL under an advisory lock so concurrent starts take turns. */
  migrate(): Promise<void>;
  /** Runs `work` while holding the store-wide start-up lock (migrations and seeding). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Embedded only: the whole store as one tarball, which `openStore`'s `startFrom` opens again (tests start from a seeded copy). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: notices between server processes (LISTEN/NOTIFY). */
  notifications?: Notifications;
  /**
   * Hears `channel` on every connection this process queries through: a connection hears the notices of its own
   * transaction before its commit returns, so this process never acts on what it has just changed, and another
   * process's soon after that one committed. On PostgreSQL a connection listens before its first query, and `missed`
   * runs when it is the only one listening (since the last one closed, or before the first, notices went unheard):
   * call it before the store's first query.
   */
  hear(channel: string, listener: NoticeListener): Promise<void>;
}

export interface NoticeListener {
  notice(payload: string): void;
  missed(): void;
}

export interface Notifications {
  notify(channel: string, payload: string): Promise<void>;
}

const migrationsFolder = projectPath("server/db/migrations");
const LISTEN_AGAIN_AFTER_MS = 1_000;
const STARTUP_LOCK_KEY = 4_151_000;

/**
 * `DATABASE_URL` set: PostgreSQL through pg; otherwise embedded PGlite in `dataDir` (or memory for ":memory:"),
 * which one process at a time may open (DataDirInUseError otherwise; see data-dir-lock.ts).
 */
export async function openStore(options: { databaseUrl?: string; poolSize?: number; dataDir: string; startFrom?: Blob }): Promise<Store> {
  if (options.startFrom && options.dataDir !== ":memory:") throw new Error("Only an in-memory store starts from a dump");
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir, options.startFrom);
}

/**
 * PostgreSQL's default 128 MB of shared buffers would live in PGlite's WebAssembly memory, which never shrinks;
 * the data files are read through the operating system's cache anyway, so 16 MB keep the process small.
 * The extensions are the contrib ones the migrations create, for the catalogue search's indexes (decision 0015).
 */
export const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"], extensions: { pg_trgm, btree_gin } };

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Store> {
  // PGlite has no lock of its own: a second process would open the folder too, and each would lose the other's writes.
  const lock = dataDir === ":memory:" ? undefined : lockDataDir(dataDir);
  const client = lock ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite({ ...PGLITE_OPTIONS, loadDataDir: startFrom });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client }) as unknown as Database;
  let queue = Promise.resolve();
  return {
    kind: "pglite",
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns an embedded database, so a promise chain is the whole lock.
    withStartupLock: <T>(work: () => Promise<T>) => {
      const run = queue.then(work);
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
    hear: async (channel, listener) => {
      await client.listen(channel, (payload) => listener.notice(payload));
    },
    ping: () => pingWith(db),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** `poolSize`: connections this process keeps at most (DATABASE_POOL_SIZE; pg's default, 10, when not given). */
async function openPostgres(connectionString: string, poolSize?: number): Promise<Store> {
  const heard = new Map<string, NoticeListener>();
  /** Connections of the pool that listen now: while one does, every notice is heard. */
  let listening = 0;
  let closing = false;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // The last connection stays when idle: a process with none would hear nothing while it answers from its caches.
    min: 1,
    // Run before the pool hands a new connection out: it listens before its first query.
    onConnect: async (client) => {
      client.on("notification", ({ channel, payload }) => heard.get(channel)?.notice(payload ?? ""));
      if (heard.size === 0) return;
      for (const channel of heard.keys()) await client.query(`listen ${channel}`);
      const alone = listening === 0;
      listening += 1;
      client.once("end", () => {
        listening -= 1;
        if (listening === 0 && !closing) listenAgain();
      });
      if (alone) for (const listener of heard.values()) listener.missed();
    },
  });
  /** Every connection was lost (the server restarted, a proxy cut them): one opens again to listen, until one can. */
  const listenAgain = () => {
    pool.connect().then(
      (client) => client.release(),
      () => !closing && setTimeout(listenAgain, LISTEN_AGAIN_AFTER_MS).unref(),
    );
  };
  // An idle connection the server drops must not take the process down; the next query reconnects.
  pool.on("error", (error) => log.warn("postgres connection lost", { error: error.message }));
  const db = drizzlePg({ client: pool }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    hear: async (channel, listener) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      if (pool.totalCount > 0) throw new Error(`hear ${channel} before the first query: the connections open now would not listen`);
      heard.set(channel, listener);
    },
    notifications: {
      async notify(channel, payload) {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
    },
    migrate: () => migratePg(db as never, { migrationsFolder }),
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => pingWith(db),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
