// Bundles the HTTP host (server/http/main.ts) into build/host/main.js for `npm start`; npm packages stay
// external and are loaded from node_modules at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server/http/main.ts"],
  outfile: "build/host/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
