/** What bench/pages.ts and its server process (bench/page-server.ts) say to each other over IPC. */
export type PageServerCase = "rendered" | "bare" | "cached" | "plain";

export type FromPageServer =
  | { type: "ready"; store: "pglite" | "postgres"; ports: Record<PageServerCase, number> }
  | { type: "usage"; rssBytes: number; cpuMicros: number };

/** "usage": the server's resident set size and the CPU time it has used so far (user and system). */
export type ToPageServer = { type: "usage" } | { type: "stop" };

/** What a current browser accepts: the cache answers brotli to it. */
export const BENCH_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
