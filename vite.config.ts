import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { asciiServerChunks } from "./scripts/ascii-source.mjs";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server's chunks are ASCII only, so that V8 keeps their source at one byte a character (decision 0040).
  plugins: [remix(remixConfig), asciiServerChunks()],
  resolve: { alias: { "~": new URL(".", import.meta.url).pathname.replace(/\/$/, "") } },
  // A browser chunk's name is its hash alone: chunk names are repeated in every import and preload list, and
  // naming them cost a page's first load 2.3 KB gzipped (decision 0012). The server's keep their module names.
  build: isSsrBuild ? {} : { rollupOptions: { output: { chunkFileNames: "assets/[hash].js" } } },
  server: { port: Number(process.env.PORT ?? 3000) },
}));
