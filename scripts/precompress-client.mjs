// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each script, style sheet and SVG of
// the client build: the server sends them as they are (express-static-gzip, server/http/app.ts), so visitors
// get the smallest bytes and no request pays for compressing a file. A copy that would not be smaller is not
// written, nor one of a file under 1 KB (the size below which the compression middleware sends bytes as they are).
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const CLIENT_DIR = "build/client";
const COMPRESSED = /\.(js|css|svg)$/;
const SMALLEST = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** @type {{ extension: string, compress: (bytes: Buffer) => Promise<Buffer> }[]} */
const encodings = [
  {
    extension: ".br",
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: ".gz", compress: (bytes) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

const files = (await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSED.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));

// zlib compresses on libuv's thread pool: all at once keeps its threads busy.
await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < SMALLEST) return;
    for (const { extension, compress } of encodings) {
      const compressed = await compress(bytes);
      if (compressed.length < bytes.length) await writeFile(file + extension, compressed);
    }
  }),
);
