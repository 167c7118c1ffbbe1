import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { log } from "../log.js";

export interface RateLimitPolicy {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Growing waits after failures of one key (a password check for one e-mail from one address, say): the first
 * `freeFailures` cost nothing, then each further attempt waits 1, 2, 4... seconds (up to `maxWaitSeconds`) after
 * the last failure. A success forgets them, and so does time, `forgetAfterSeconds` after the first of them.
 */
export interface BackoffPolicy {
  name: string;
  freeFailures: number;
  maxWaitSeconds: number;
  forgetAfterSeconds: number;
}

/** How long an attempt under a backoff may hold its key (one at a time) if its process dies before it ends. */
const ATTEMPT_SECONDS = 30;

/** The wait before the next attempt after `failures` failures (0: none). */
export function backoffSeconds(policy: BackoffPolicy, failures: number): number {
  const beyondFree = failures - policy.freeFailures;
  return beyondFree <= 0 ? 0 : Math.min(2 ** (beyondFree - 1), policy.maxWaitSeconds);
}

const tooFrequent = (msBeforeNext: number) =>
  new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, `Operation too frequent. Try again in ${Math.max(1, Math.ceil(msBeforeNext / 1000))} s.`);

/**
 * Counts calls per key and policy with rate-limiter-flexible: in this process's memory by default, or in
 * Redis (shared by every server process) when a URL is given, with memory as the fallback if Redis fails.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly redis?: Redis;

  constructor(redisUrl?: string) {
    if (!redisUrl) return;
    this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on("error", (error: Error) => log.warn("redis unavailable: rate limits fall back to memory", { error: error.message }));
  }

  /** Resolves once Redis (if any) is connected, so the first calls are counted where every process sees them. */
  async ready(timeoutMs = 5_000): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === "ready") return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Counts one call; throws 'Operation too frequent' once the policy's points are spent. */
  async consume(policy: RateLimitPolicy, key: string): Promise<void> {
    try {
      await this.limiter(policy).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new ApiError(ErrorCode.OPERATION_TOO_FREQUENT);
      throw error;
    }
  }

  /**
   * Runs `attempt` unless `key` must still wait after its failures, or has an attempt under way (then 'Operation
   * too frequent', saying in how many seconds to try again). A throw counts as a failure; a result forgets them.
   */
  async withBackoff<T>(policy: BackoffPolicy, key: string, attempt: () => Promise<T>): Promise<T> {
    const failures = this.limiter({ name: `${policy.name}-failures`, points: policy.freeFailures, durationSeconds: policy.forgetAfterSeconds });
    // One point per key: taken while an attempt runs, and held over (blocked) for the wait after a failure.
    const turn = this.limiter({ name: `${policy.name}-turn`, points: 1, durationSeconds: ATTEMPT_SECONDS });
    try {
      await turn.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooFrequent(error.msBeforeNext);
      throw error;
    }
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      const counted = await failures.penalty(key);
      const wait = backoffSeconds(policy, counted.consumedPoints);
      await (wait > 0 ? turn.block(key, wait) : turn.delete(key));
      throw error;
    }
    await Promise.all([failures.delete(key), turn.delete(key)]);
    return result;
  }

  private limiter(policy: RateLimitPolicy): RateLimiterAbstract {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      const options = { points: policy.points, duration: policy.durationSeconds, keyPrefix: `rl:${policy.name}` };
      limiter = this.redis
        ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
