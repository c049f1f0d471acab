/**
 * Fixed-window counters for the rate limits of server-rules.md section 8. In memory by default;
 * in Redis when REDIS_URL is set, so several servers share the counts.
 */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyReply } from "fastify";
import { Redis } from "ioredis";
import type { RateLimits } from "../core/deps.js";
import { AppError } from "../core/errors.js";

export interface RateLimitStore {
  /** Adds one hit and returns the count in the current window and the ms left in it. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one hit back (an attempt that turned out not to count). */
  unhit(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.resetAt - now };
  }
  async unhit(key: string) {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
  async close() {}
}

class RedisStore implements RateLimitStore {
  readonly redis: Redis;
  constructor(url: string) {
    // Fail fast while Redis is away (no offline queue, short timeouts): the limiter falls back.
    this.redis = new Redis(url, {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      commandTimeout: 500,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on("error", () => {
      // Reported through the limiter's health; ioredis reconnects by itself.
    });
  }
  async hit(key: string, windowMs: number) {
    const k = `shop:rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(k, windowMs);
    return { count, resetMs: ttl < 0 ? windowMs : ttl };
  }
  async unhit(key: string) {
    const k = `shop:rl:${key}`;
    // Only while the window still exists; never below zero.
    await this.redis.eval(
      "local v = redis.call('GET', KEYS[1]) if v and tonumber(v) > 0 then return redis.call('DECR', KEYS[1]) end return 0",
      1,
      k,
    );
  }
  async close() {
    this.redis.disconnect();
  }
}

export interface LimiterLog {
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis shared by every server, and this server's own counters while Redis cannot be reached
 * (docs/deploy.md, "Redis"): sign-in, sign-up and ordering keep working, limited per server instead
 * of across all of them, and the outage is logged at error level and shown by /readyz.
 */
class SharedStore implements RateLimitStore {
  private readonly local = new MemoryStore();
  private degradedSince: number | null = null;
  constructor(
    private readonly shared: RedisStore,
    private readonly log?: LimiterLog,
  ) {}

  get degraded() {
    return this.degradedSince !== null;
  }

  private async use<T>(onShared: () => Promise<T>, onLocal: () => Promise<T>): Promise<T> {
    if (this.shared.redis.status === "ready") {
      try {
        const result = await onShared();
        if (this.degradedSince !== null) {
          this.log?.info({ downForMs: Date.now() - this.degradedSince }, "Redis is back: rate limits are shared again");
          this.degradedSince = null;
        }
        return result;
      } catch (error) {
        this.markDegraded(error);
      }
    } else this.markDegraded(new Error(`Redis is ${this.shared.redis.status}`));
    return onLocal();
  }

  private markDegraded(error: unknown) {
    if (this.degradedSince !== null) return;
    this.degradedSince = Date.now();
    this.log?.error({ err: error }, "Redis unreachable: rate limits fall back to this server's own counters");
  }

  hit(key: string, windowMs: number) {
    return this.use(
      () => this.shared.hit(key, windowMs),
      () => this.local.hit(key, windowMs),
    );
  }
  unhit(key: string) {
    return this.use(
      () => this.shared.unhit(key),
      () => this.local.unhit(key),
    );
  }
  async close() {
    await this.shared.close();
  }
}

export class RateLimiter implements RateLimits {
  constructor(
    private readonly store: RateLimitStore,
    readonly enabled: boolean,
  ) {}

  static create(opts: { enabled: boolean; redisUrl?: string; log?: LimiterLog }) {
    const store = opts.redisUrl ? new SharedStore(new RedisStore(opts.redisUrl), opts.log) : new MemoryStore();
    return new RateLimiter(store, opts.enabled);
  }

  /** For /readyz: "off" without Redis, "degraded" while it cannot be reached. */
  get redis(): "off" | "ok" | "degraded" {
    if (!(this.store instanceof SharedStore)) return "off";
    return this.store.degraded ? "degraded" : "ok";
  }

  /** Counts this request; answers 429 when the window's limit is exceeded. */
  async consume(reply: FastifyReply, key: string, limit: number, windowMs: number): Promise<void> {
    if (!this.enabled) return;
    const { count, resetMs } = await this.store.hit(key, windowMs);
    if (count > limit) throw tooMany(reply, resetMs);
  }

  /** Takes back a hit counted by consume() for an attempt that succeeded (failed sign-ins only count). */
  async release(key: string, _limit: number, _windowMs: number): Promise<void> {
    if (!this.enabled) return;
    await this.store.unhit(key);
  }

  close() {
    return this.store.close();
  }
}

function tooMany(reply: FastifyReply, resetMs: number) {
  reply.header("Retry-After", String(Math.max(1, Math.ceil(resetMs / 1000))));
  return new AppError(ERROR_CODES.rateLimited, MSG.rateLimited);
}
