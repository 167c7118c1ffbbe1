import { parseArgs } from "node:util";
import { largeCatalogue } from "../server/catalogue/catalogue-file.js";
import { importCatalogue } from "../server/catalogue/import.js";
import { materializeCatalogue } from "../server/catalogue/materialize.js";
import { openStore } from "../server/db/connection.js";
import { loadAllFixtures } from "../server/db/load-fixtures.js";
import { migrateAndSeed } from "../server/db/seed.js";
import { loadEnv } from "../server/env.js";

// `npm run catalogue:generate -- --classes 10000 [--site us]`: a large catalogue for benchmarks, from the site's demo courses.
const { values } = parseArgs({ options: { classes: { type: "string", default: "10000" }, site: { type: "string", default: "us" } } });
const classes = Number(values.classes);
if (!Number.isInteger(classes) || classes < 1 || classes > 200_000) throw new Error("--classes: a whole number from 1 to 200000");
const env = loadEnv();
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateAndSeed(store);
  const fixtures = await loadAllFixtures();
  const demo = materializeCatalogue(fixtures.catalogue, fixtures["sites.json"], new Date());
  const counts = await importCatalogue(store.db, largeCatalogue(demo, values.site!, classes));
  console.log(`generated ${counts.classes} classes of ${counts.courses} courses on the ${values.site} site in ${store.kind}`);
} finally {
  await store.close();
}
