import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type Collect = () => void;

/**
 * A full collection of V8's "last resort" kind, which also compacts the heap and gives its free pages back. `gc` is
 * exposed to one new context only, and the flag cleared again: nothing else of the process sees it.
 */
export function lastResortCollection(): Collect {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;
  setFlagsFromString("--no-expose-gc");
  return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

export interface IdlePolicy {
  /** Time the event loop worked in one window at or below which the process counts as idle in it. */
  idleBusyMs: number;
  /** Idle windows in a row before the collection. */
  idleWindows: number;
}

/** Two and a half seconds a window: the process collects after 10 s in which its event loop worked under 1 % of the time. */
const IDLE_WINDOW_MS = 2_500;
const DEFAULT_POLICY: IdlePolicy = { idleBusyMs: 25, idleWindows: 4 };

/**
 * Collects once each time the process falls idle: after a burst V8 keeps the old space it grew (a server process
 * held 400 MB and more with 60 MB of it alive, for minutes) and gives it back only much later; idle, a collection
 * costs no visitor anything (docs/decisions/0040). Fed the event loop's working time of each window.
 */
export class IdleCollector {
  private idleSoFar = 0;
  private collected = false;

  constructor(
    private readonly collect: Collect,
    private readonly policy: IdlePolicy = DEFAULT_POLICY,
  ) {}

  /** How long the event loop worked in the window just ended; answers whether it collected. */
  windowEnded(busyMs: number): boolean {
    if (busyMs > this.policy.idleBusyMs) {
      this.idleSoFar = 0;
      this.collected = false;
      return false;
    }
    this.idleSoFar++;
    if (this.collected || this.idleSoFar < this.policy.idleWindows) return false;
    this.collect();
    this.collected = true;
    return true;
  }
}

/**
 * Watches how much this process's event loop works (its requests, jobs and timers; not the threads of V8's
 * collector, which go on a while after one) and collects when it has been idle; stop() ends the watch.
 */
export function collectWhenIdle(collector = new IdleCollector(lastResortCollection())): { stop(): void } {
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    collector.windowEnded(performance.eventLoopUtilization(last).active);
    // The collection's own time is not work of the next window.
    last = performance.eventLoopUtilization();
  }, IDLE_WINDOW_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
