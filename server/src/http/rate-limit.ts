/**
 * The rate limits of docs/product/api.md §8, by rate-limiter-flexible: fixed windows per key, in this
 * server's memory, or in Redis when REDIS_URL is set so that every server shares the counts. While
 * Redis cannot be reached, each server counts on its own (an in-memory insurance limiter): limits then
 * apply per server instead of across all of them, and nobody gets a 500 for a counter store that is
 * away (decision 0005). The outage is logged once at error level and shown by /readyz.
 */
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimits } from "../core/deps.js";
import { rateLimited } from "../core/errors.js";

/** Every counter's key starts with this in Redis (as before the library: servers of both versions agree). */
const KEY_PREFIX = "shop:rl";

export interface LimiterLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

/**
 * Whether Redis answers, for the log: an outage begins when the connection closes or an insurance
 * limiter takes over, and ends when the connection is ready again or Redis answers a count.
 */
class RedisHealth {
  private degradedSince: number | null = null;
  /** Set when this server closes its own connection: that is no outage. */
  closing = false;
  /** How many operations the insurance limiters have taken over so far. */
  fallbacks = 0;

  constructor(private readonly log?: LimiterLog) {}

  get degraded() {
    return this.degradedSince !== null;
  }

  fellBack(redis: Redis) {
    this.fallbacks++;
    this.lost(redis);
  }

  lost(redis: Redis) {
    if (this.degradedSince !== null || this.closing) return;
    this.degradedSince = Date.now();
    this.log?.error(
      { err: new Error(`Redis is ${redis.status}`) },
      "Redis unreachable: rate limits fall back to this server's own counters",
    );
  }

  answered() {
    if (this.degradedSince === null) return;
    this.log?.info({ downForMs: Date.now() - this.degradedSince }, "Redis is back: rate limits are shared again");
    this.degradedSince = null;
  }
}

/** This server's own counters, standing in for Redis while it is away (and telling the health so). */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    opts: { points: number; duration: number; keyPrefix: string },
    private readonly onUse: () => void,
  ) {
    super(opts);
  }
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
  override reward(...args: Parameters<RateLimiterMemory["reward"]>) {
    this.onUse();
    return super.reward(...args);
  }
}

export class RateLimiter implements RateLimits {
  /** One limiter per limit and window (the library fixes both per instance), made on first use. */
  private readonly limiters = new Map<string, Limiter>();

  private constructor(
    readonly enabled: boolean,
    private readonly redis: Redis | null,
    private readonly health: RedisHealth,
  ) {}

  static create(opts: { enabled: boolean; redisUrl?: string; log?: LimiterLog }) {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          // Fail fast while Redis is away (no offline queue, short timeouts): the insurance counts.
          maxRetriesPerRequest: 0,
          enableOfflineQueue: false,
          commandTimeout: 500,
          connectTimeout: 1000,
          // Tried again at most half a second apart, so that a Redis that is back is used (and
          // /readyz says so) within a second; a refused connection costs next to nothing.
          retryStrategy: (times) => Math.min(times * 100, 500),
        })
      : null;
    const health = new RedisHealth(opts.log);
    redis?.on("error", () => {
      // Reported through the limiter's health; ioredis reconnects by itself.
    });
    redis?.on("close", () => health.lost(redis));
    redis?.on("ready", () => health.answered());
    return new RateLimiter(opts.enabled, redis, health);
  }

  /**
   * For /readyz, as Redis is now: "off" without Redis; "degraded" while the connection is not
   * ready or Redis does not answer a PING within its command timeout (half a second); else "ok".
   */
  async redisStatus(): Promise<"off" | "ok" | "degraded"> {
    const redis = this.redis;
    if (!redis) return "off";
    if (redis.status !== "ready") return "degraded";
    try {
      await redis.ping();
      return "ok";
    } catch {
      return "degraded";
    }
  }

  private limiter(limit: number, windowMs: number): Limiter {
    const id = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      const opts = { points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)), keyPrefix: KEY_PREFIX };
      const redis = this.redis;
      limiter = redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: redis,
            // Not ready (reconnecting, closed) goes to the insurance at once instead of waiting on a socket.
            rejectIfRedisNotReady: true,
            insuranceLimiter: new InsuranceLimiter(opts, () => this.health.fellBack(redis)),
          })
        : new RateLimiterMemory(opts);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Runs one operation and tells the health when Redis answered it (no insurance took over meanwhile). */
  private async counted<T>(operation: () => Promise<T>): Promise<T> {
    const fallbacks = this.health.fallbacks;
    const answeredBy = () => {
      if (this.redis && this.health.fallbacks === fallbacks) this.health.answered();
    };
    try {
      const result = await operation();
      answeredBy();
      return result;
    } catch (error) {
      if (error instanceof RateLimiterRes) answeredBy();
      throw error;
    }
  }

  /** Counts this request; throws 429 with the seconds left in the window when its limit is exceeded. */
  async consume(key: string, limit: number, windowMs: number): Promise<void> {
    if (!this.enabled) return;
    try {
      await this.counted(() => this.limiter(limit, windowMs).consume(key));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      throw error;
    }
  }

  /**
   * Takes back a hit counted by consume() for an attempt that succeeded (failed sign-ins only count).
   * Should the window have ended in between, the reward opens the next one a point lower: one more
   * failure allowed, once, for a sign-in that straddled the end of a 15-minute window.
   */
  async release(key: string, limit: number, windowMs: number): Promise<void> {
    if (!this.enabled) return;
    await this.counted(() => this.limiter(limit, windowMs).reward(key));
  }

  async close() {
    this.health.closing = true;
    this.redis?.disconnect();
  }
}
