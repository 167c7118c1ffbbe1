import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import Negotiator from "negotiator";

export type ContentEncoding = "br" | "gzip" | "identity";

const SERVER_PREFERENCE: ContentEncoding[] = ["br", "gzip", "identity"];
const chosenEncodings = new Map<string, ContentEncoding>();
/** negotiator 0.6.4 breaks ties between equal q-values by a preference list; @types/negotiator 0.6 lacks that argument. */
type EncodingWithPreference = (available: readonly string[], preferred: readonly string[]) => string | undefined;

/**
 * The encoding to answer an Accept-Encoding header with: brotli, else gzip, else none, by the header's
 * q-values (negotiator). Answers are remembered by header text: browsers send a handful of distinct values.
 */
export function encodingFor(acceptEncoding: string | undefined): ContentEncoding {
  const header = acceptEncoding ?? "";
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": header } });
    const negotiated = (negotiator.encoding as EncodingWithPreference).call(negotiator, SERVER_PREFERENCE, SERVER_PREFERENCE);
    chosen = (negotiated as ContentEncoding | undefined) ?? "identity";
    if (chosenEncodings.size >= 256) chosenEncodings.clear();
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

/**
 * How hard to compress. `response`, for a body sent once: brotli 3 or gzip 3, a quarter to half a
 * millisecond for a 50 KB page here (brotli 4 and gzip 6 took twice as long for 5 and 7 % fewer bytes).
 * `kept`, for a body sent to many visitors: brotli 8 (the last level before the cost jumps tenfold at 9)
 * and gzip 9.
 */
const LEVELS = {
  response: { brotli: 3, gzip: 3 },
  kept: { brotli: 8, gzip: constants.Z_BEST_COMPRESSION },
} as const;

/**
 * A whole body compressed in one call on this thread. Pages are one buffer by the time they are sent
 * (app/entry.server.tsx): streaming them through zlib in the thread pool cost more CPU time, and each pool
 * thread's allocator kept the memory a burst of pages once needed (100 MB and more per process).
 */
export function compress(body: Buffer, encoding: Exclude<ContentEncoding, "identity">, level: keyof typeof LEVELS): Buffer {
  const compressed =
    encoding === "gzip"
      ? gzipSync(body, { level: LEVELS[level].gzip })
      : brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
  // zlib hands back a view of its 64 KB output buffer: a copy of the exact size is all a kept page holds.
  const exact = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(exact);
  return exact;
}
