import { readFile } from "node:fs/promises";
import { parseCatalogueFile } from "../server/catalogue/catalogue-file.js";
import { CatalogueImportError, importCatalogue } from "../server/catalogue/import.js";
import { openStore } from "../server/db/connection.js";
import { loadEnv } from "../server/env.js";
import { ContentChanges } from "../server/pages/content-changes.js";

// `npm run catalogue:import -- file.json`: writes the whole file, or nothing and every problem by row and field.
const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run catalogue:import -- catalogue.json");
  process.exit(2);
}
const env = loadEnv();
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await store.migrate();
  const catalogue = parseCatalogueFile(await readFile(file, "utf8"));
  const counts = await importCatalogue(store.db, catalogue);
  // Course pages may sit in the servers' HTML caches with the old prices and texts: they forget the sites'.
  const changes = new ContentChanges(store);
  for (const locale of new Set([...catalogue.courses, ...catalogue.products].map((row) => row.locale))) await changes.announce({ locale });
  console.log(`imported ${counts.courses} courses, ${counts.classes} classes and ${counts.skus} products into ${store.kind}`);
} catch (error) {
  if (!(error instanceof CatalogueImportError)) throw error;
  console.error(`${file}: nothing was imported\n${error.message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
