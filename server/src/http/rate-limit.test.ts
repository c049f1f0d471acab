/**
 * The rate limiter on its own: fixed windows, 429 with Retry-After, a released attempt that does not
 * count, and a Redis that cannot be reached (each server counts on its own, no error reaches the
 * caller, the outage is logged once and reported). Sharing through a real Redis, its outage and its
 * return are tested with server processes in src/multi/.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../core/errors.js";
import { RateLimiter } from "./rate-limit.js";

async function attempts(limiter: RateLimiter, key: string, n: number, limit: number, windowMs: number) {
  const out: (number | string)[] = [];
  for (let i = 0; i < n; i++) {
    try {
      await limiter.consume(key, limit, windowMs);
      out.push(200);
    } catch (error) {
      out.push(error instanceof AppError ? `${error.status} Retry-After ${error.retryAfterSeconds}` : String(error));
    }
  }
  return out;
}

describe("rate limits in memory", () => {
  it("allows `limit` attempts per window, then 429 with the seconds left as Retry-After", async () => {
    const limiter = RateLimiter.create({ enabled: true });
    expect(await attempts(limiter, "a", 4, 3, 60_000)).toEqual([200, 200, 200, "429 Retry-After 60"]);
    // Another key, and the same key under another limit, count apart.
    expect(await attempts(limiter, "b", 1, 3, 60_000)).toEqual([200]);
    expect(await limiter.redisStatus()).toBe("off");
    await limiter.close();
  });

  it("takes a released attempt back, so only the ones that were not released count", async () => {
    const limiter = RateLimiter.create({ enabled: true });
    for (let i = 0; i < 5; i++) {
      await limiter.consume("signin", 2, 900_000);
      await limiter.release("signin", 2, 900_000);
    }
    expect(await attempts(limiter, "signin", 3, 2, 900_000)).toEqual([200, 200, "429 Retry-After 900"]);
    await limiter.close();
  });

  it("counts nothing with RATE_LIMIT=off", async () => {
    const limiter = RateLimiter.create({ enabled: false });
    expect(await attempts(limiter, "a", 5, 1, 60_000)).toEqual([200, 200, 200, 200, 200]);
    await limiter.close();
  });
});

describe("rate limits while Redis cannot be reached", () => {
  let port: number;
  let server: net.Server;
  beforeAll(async () => {
    // A port that accepts and closes at once: a Redis that is never ready.
    server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("counts on this server's own counters, never fails a request for it, logs once and reports degraded", async () => {
    const logged: string[] = [];
    const log = {
      error: (_: object, msg: string) => logged.push(msg),
      info: (_: object, msg: string) => logged.push(msg),
    };
    const limiter = RateLimiter.create({ enabled: true, redisUrl: `redis://127.0.0.1:${port}`, log });
    expect(await attempts(limiter, "signin:ip:10.0.0.1", 4, 3, 60_000)).toEqual([200, 200, 200, "429 Retry-After 60"]);
    await limiter.release("signin:ip:10.0.0.2", 3, 60_000);
    expect(await limiter.redisStatus()).toBe("degraded");
    expect(logged).toEqual(["Redis unreachable: rate limits fall back to this server's own counters"]);
    await limiter.close();
  });
});
