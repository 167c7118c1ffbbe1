import { readFile } from "node:fs/promises";
import { openStore } from "../server/db/connection.js";
import { loadEnv } from "../server/env.js";
import { ExamScoresError, importExamScores, parseExamScores } from "../server/exams/scores-import.js";

// `npm run exams:scores -- results.json`: records every result of the file, or none and every problem by row and field.
const [file] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run exams:scores -- results.json");
  process.exit(2);
}
const env = loadEnv();
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await store.migrate();
  const count = await importExamScores(store.db, parseExamScores(await readFile(file, "utf8")), new Date());
  console.log(`recorded ${count} results into ${store.kind}`);
} catch (error) {
  if (!(error instanceof ExamScoresError)) throw error;
  console.error(`${file}: nothing was recorded\n${error.message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
