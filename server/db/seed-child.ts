// The short-lived process startService runs before it opens an embedded store kept in a folder: it migrates
// and seeds that store, tells its parent how it went and exits. PGlite's memory only grows (a WebAssembly
// memory never shrinks), and a first start's seed takes it to about 900 MB; done here, that memory leaves
// with this process, and the server opens the folder afterwards (one process at a time).
import { DataDirInUseError } from "./data-dir-lock.js";
import { FixtureError } from "./load-fixtures.js";
import { EnvError, loadEnv } from "../env.js";
import { configureLog } from "../log.js";
import { openStore } from "./connection.js";
import { migrateAndSeed, type SeedResult } from "./seed.js";

export type SeedChildMessage = { seed: SeedResult } | { error: string };

const send = (message: SeedChildMessage) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

try {
  const env = loadEnv();
  configureLog({ level: env.LOG_LEVEL, redact: env.APP_ENV === "production" });
  const store = await openStore({ dataDir: env.DATA_DIR });
  try {
    await send({ seed: await migrateAndSeed(store) });
  } finally {
    await store.close();
  }
} catch (error) {
  // A bad setting, a fixture or a folder another process holds is the operator's to fix: its message says which; anything else needs its stack.
  const known = error instanceof EnvError || error instanceof FixtureError || error instanceof DataDirInUseError;
  await send({ error: known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
}
process.disconnect();
