// Bundles the HTTP host (server/http/main.ts) into build/host/main.js for `npm start`, and the process that
// seeds an embedded store before it (server/db/seed-child.ts) into build/host/seed-child.js; npm packages
// stay external and are loaded from node_modules at run time. Split into chunks, so that the primary process
// of several (server/http/workers.ts) loads only what it needs to start the others. The scripts are written
// ASCII only (./ascii-source.mjs).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { escapeBeyondAscii } from "./ascii-source.mjs";

const { outputFiles } = await build({
  entryPoints: { main: "server/http/main.ts", "seed-child": "server/db/seed-child.ts" },
  outdir: "build/host",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  write: false,
});
for (const file of outputFiles) {
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(file.path, file.path.endsWith(".js") ? escapeBeyondAscii(file.text) : file.contents);
}
