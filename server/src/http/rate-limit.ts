/**
 * Fixed-window counters for the rate limits of server-rules.md section 8. In memory by default;
 * in Redis when REDIS_URL is set, so several servers share the counts.
 */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyReply } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "./errors.js";

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
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
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
    await this.redis.quit();
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly enabled: boolean,
  ) {}

  static create(opts: { enabled: boolean; redisUrl?: string }) {
    return new RateLimiter(opts.redisUrl ? new RedisStore(opts.redisUrl) : new MemoryStore(), opts.enabled);
  }

  /** Counts this request; answers 429 when the window's limit is exceeded. */
  async consume(reply: FastifyReply, key: string, limit: number, windowMs: number): Promise<void> {
    if (!this.enabled) return;
    const { count, resetMs } = await this.store.hit(key, windowMs);
    if (count > limit) throw tooMany(reply, resetMs);
  }

  /** Takes back a hit counted by consume() for an attempt that succeeded (failed sign-ins only count). */
  async release(key: string): Promise<void> {
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
