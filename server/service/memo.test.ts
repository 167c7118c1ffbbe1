import { describe, expect, it, vi } from "vitest";
import { Memo } from "./memo.js";

describe("Memo", () => {
  it("computes once per key until the entry expires", async () => {
    let now = 0;
    const memo = new Memo(1_000, 10, () => now);
    const compute = vi.fn(async () => "value");

    await memo.get("a", compute);
    await memo.get("a", compute);
    expect(compute).toHaveBeenCalledTimes(1);
    await memo.get("b", compute);
    expect(compute).toHaveBeenCalledTimes(2);

    now = 1_001;
    await memo.get("a", compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("holds at most its size, dropping the oldest entry", async () => {
    const memo = new Memo(60_000, 2);
    const compute = vi.fn(async () => 1);
    await memo.get("a", compute);
    await memo.get("b", compute);
    await memo.get("c", compute);
    await memo.get("b", compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await memo.get("a", compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it("shares one computation between concurrent callers and forgets failures", async () => {
    const memo = new Memo(1_000);
    const failing = vi.fn(async () => {
      throw new Error("store down");
    });
    await expect(Promise.all([memo.get("k", failing), memo.get("k", failing)])).rejects.toThrow("store down");
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(memo.get("k", async () => "ok")).resolves.toBe("ok");
  });
});
