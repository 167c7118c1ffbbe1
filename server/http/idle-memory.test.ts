import { describe, expect, it, vi } from "vitest";
import { IdleCollector, lastResortCollection } from "./idle-memory.js";

describe("IdleCollector", () => {
  const policy = { idleBusyMs: 25, idleWindows: 3 };

  it("collects once the event loop has been idle for the windows asked, and once only while it stays idle", () => {
    const collect = vi.fn();
    const collector = new IdleCollector(collect, policy);

    expect([5, 0, 25].map((busyMs) => collector.windowEnded(busyMs))).toEqual([false, false, true]);
    expect([0, 3, 0, 0].map((busyMs) => collector.windowEnded(busyMs))).toEqual([false, false, false, false]);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it("starts counting again after a window with work, and collects again when idle again", () => {
    const collect = vi.fn();
    const collector = new IdleCollector(collect, policy);

    expect([0, 0, 400, 0, 0, 26, 0, 0, 0].map((busyMs) => collector.windowEnded(busyMs))).toEqual([false, false, false, false, false, false, false, false, true]);
    expect([900, 0, 0, 0].map((busyMs) => collector.windowEnded(busyMs))).toEqual([false, false, false, true]);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});

describe("lastResortCollection", () => {
  it("frees what nothing holds any longer, without exposing gc to the rest of the process", () => {
    const collect = lastResortCollection();
    let garbage: unknown[] | null = Array.from({ length: 300_000 }, (_, index) => ({ index, text: `item ${index}` }));
    const holding = process.memoryUsage().heapUsed;
    garbage = null;
    collect();

    expect(garbage).toBeNull();
    expect(holding - process.memoryUsage().heapUsed).toBeGreaterThan(10 * 1024 * 1024);
    expect("gc" in globalThis).toBe(false);
  });
});
