import { afterEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat.js";

afterEach(() => vi.useRealTimers());

/** A round that ends when the test says so. */
function heldRound() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { ended, end };
}

describe("repeatEvery", () => {
  it("runs a round each interval, skips a tick while one is under way, and goes on after a failed one", async () => {
    vi.useFakeTimers();
    const held = heldRound();
    const errors: unknown[] = [];
    const work = vi
      .fn<() => Promise<unknown>>()
      .mockImplementationOnce(() => held.ended)
      .mockRejectedValueOnce(new Error("store away"))
      .mockResolvedValue(undefined);
    const stop = repeatEvery(1000, work, (error) => errors.push(error));
    await vi.advanceTimersByTimeAsync(2500);
    expect(work).toHaveBeenCalledTimes(1);
    held.end();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(3);
    expect(errors).toEqual([new Error("store away")]);
    await stop();
  });

  it("stops only once the round under way has ended, and starts none after", async () => {
    vi.useFakeTimers();
    const held = heldRound();
    const work = vi.fn(() => held.ended);
    const stop = repeatEvery(1000, work, () => {});
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    held.end();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
