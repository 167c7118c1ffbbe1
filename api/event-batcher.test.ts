import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBatcher } from "./event-batcher.js";

describe("createBatcher", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends as soon as six items wait", () => {
    const send = vi.fn(async () => undefined);
    const batcher = createBatcher({ maxItems: 6, maxWaitMs: 6_000, send });
    for (let i = 1; i <= 7; i++) batcher.add(i);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([1, 2, 3, 4, 5, 6]);
  });

  it("sends what waits 6000 ms after the first item", () => {
    const send = vi.fn(async () => undefined);
    const batcher = createBatcher({ maxItems: 6, maxWaitMs: 6_000, send });
    batcher.add("a");
    vi.advanceTimersByTime(5_000);
    batcher.add("b");
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(send).toHaveBeenCalledWith(["a", "b"]);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("flushes on demand and swallows a failed send", async () => {
    const send = vi.fn(async () => {
      throw new Error("offline");
    });
    const batcher = createBatcher({ maxItems: 6, maxWaitMs: 6_000, send });
    batcher.add(1);
    batcher.flush();
    batcher.flush();
    expect(send).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
  });
});
