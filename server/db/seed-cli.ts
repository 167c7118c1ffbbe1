import { loadEnv } from "../env.js";
import { openStore } from "./connection.js";
import { seedStore } from "./seed.js";

// `npm run db:seed`: loads the fixtures again; rows that already exist are kept as they are.
const env = loadEnv();
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await store.withStartupLock(async () => {
    await store.migrate();
    console.log(`fixtures ${await seedStore(store, { force: true })} into ${store.kind}`);
  });
} finally {
  await store.close();
}
