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
