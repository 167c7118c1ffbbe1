// The short-lived process startService runs before it opens an embedded store kept in a folder: it migrates
// and seeds that store, tells its parent how it went and exits. PGlite's memory only grows (a WebAssembly
// memory never shrinks), and a first start's seed takes it to about 900 MB; done here, that memory leaves
// with this process, and the server opens the folder afterwards (one process at a time).
import { loadEnv } from "../env.js";
import { configureLog } from "../log.js";
import { isOperatorError } from "../operator-error.js";
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
  // The operator's to fix: its message says what; anything else needs its stack.
  await send({ error: isOperatorError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
}
process.disconnect();
