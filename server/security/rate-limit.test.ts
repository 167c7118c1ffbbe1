import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { backoffSeconds, RateLimits, type BackoffPolicy } from "./rate-limit.js";

const policy: BackoffPolicy = { name: "test-backoff", freeFailures: 3, maxWaitSeconds: 8, forgetAfterSeconds: 60 };
const wrong = () => Promise.reject(new Error("wrong password"));
const right = () => Promise.resolve("signed in");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("backoffSeconds", () => {
  it("waits nothing for the free failures, then 1, 2, 4... seconds up to the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => backoffSeconds(policy, failures))).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 8, 8]);
  });
});

describe("RateLimits.withBackoff (in memory)", () => {
  it("refuses an attempt during the wait after a failure beyond the free ones, saying how long to wait", async () => {
    const limits = new RateLimits();
    for (let i = 0; i < 4; i++) await expect(limits.withBackoff(policy, "key", wrong)).rejects.toThrow("wrong password");
    await expect(limits.withBackoff(policy, "key", right)).rejects.toMatchObject({
      code: ErrorCode.OPERATION_TOO_FREQUENT,
      message: "Operation too frequent. Try again in 1 s.",
    });
    // Another key is not slowed.
    await expect(limits.withBackoff(policy, "other key", right)).resolves.toBe("signed in");
    await sleep(1_050);
    await expect(limits.withBackoff(policy, "key", wrong)).rejects.toThrow("wrong password");
    await expect(limits.withBackoff(policy, "key", right)).rejects.toMatchObject({ message: "Operation too frequent. Try again in 2 s." });
  });

  it("forgets the failures after a success", async () => {
    const limits = new RateLimits();
    for (let i = 0; i < 3; i++) await expect(limits.withBackoff(policy, "key", wrong)).rejects.toThrow("wrong password");
    await expect(limits.withBackoff(policy, "key", right)).resolves.toBe("signed in");
    for (let i = 0; i < 3; i++) await expect(limits.withBackoff(policy, "key", wrong)).rejects.toThrow("wrong password");
    await expect(limits.withBackoff(policy, "key", right)).resolves.toBe("signed in");
  });

  it("runs one attempt per key at a time", async () => {
    const limits = new RateLimits();
    let finish: (value: string) => void = () => undefined;
    const first = limits.withBackoff(policy, "key", () => new Promise<string>((resolve) => (finish = resolve)));
    await expect(limits.withBackoff(policy, "key", right)).rejects.toMatchObject({ code: ErrorCode.OPERATION_TOO_FREQUENT });
    finish("first");
    await expect(first).resolves.toBe("first");
    await expect(limits.withBackoff(policy, "key", right)).resolves.toBe("signed in");
  });
});
