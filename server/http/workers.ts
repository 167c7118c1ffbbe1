import cluster from "node:cluster";
import { log } from "../log.js";
import { workerExecArgv, type ServerProcesses } from "./processes.js";

const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of `npm start` on PostgreSQL: it serves nothing itself. It starts `count` workers (this
 * same program, each a whole server; node:cluster shares the port between them), starts another when one
 * that was serving dies, and stops them all on SIGINT or SIGTERM. A worker that dies before it listens stops
 * the start instead: a bad setting or an unreachable store is the operator's to fix, not to retry forever.
 * Content changes reach every worker through PostgreSQL (LISTEN/NOTIFY); rate limits are per worker
 * unless REDIS_URL is set.
 */
export function superviseWorkers({ count, reason }: ServerProcesses): void {
  log.info("starting server processes", { processes: count, reason });
  const serving = new Set<number>();
  let stopping = false;

  const exitWhenAllStopped = () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    exitWhenAllStopped();
  };

  cluster.on("listening", (worker) => serving.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    const wasServing = serving.delete(worker.id);
    if (stopping) return exitWhenAllStopped();
    if (!wasServing) {
      log.error("a server process stopped before it served; stopping the others", { code, signal });
      process.exitCode = 1;
      return stop();
    }
    log.warn("a server process stopped; starting another", { code, signal });
    setTimeout(() => stopping || cluster.fork(), RESTART_DELAY_MS);
  });
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  for (let started = 0; started < count; started++) cluster.fork();
}
