import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { ApiError, ErrorCode } from "../../api/errors.js";

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
    if (redisUrl) this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    this.redis?.on("error", () => undefined);
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
