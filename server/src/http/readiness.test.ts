/**
 * /readyz tells the truth about Redis within a second, with no other traffic to notice it
 * (docs/deploy.md §7): "degraded" soon after Redis stops, "ok" soon after it is back. On a Redis of
 * the test's own, never the machine's shared one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness.js";
import { startTempRedis, type TempRedis } from "../test/temp-services.js";

let ctx: TestContext;
let redis: TempRedis;
beforeAll(async () => {
  redis = await startTempRedis();
  ctx = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT: "on" });
});
afterAll(async () => {
  await ctx?.close();
  await redis?.stop();
});

const ready = async () => (await ctx.app.inject({ url: "/readyz" })).json() as { status: string; redis: string };

/** How long /readyz takes to give `status`, asked every 50 ms; fails after `limitMs`. */
async function msUntil(status: string, limitMs: number) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await ready()).status === status) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`/readyz did not say "${status}" within ${limitMs} ms: ${JSON.stringify(await ready())}`);
}

describe("/readyz and Redis", () => {
  it("follows Redis across a stop and a start within a second each, with no other requests", async () => {
    expect(await msUntil("ok", 5000)).toBeLessThan(5000);
    for (let round = 0; round < 2; round++) {
      await redis.stop();
      expect(await msUntil("degraded", 1000)).toBeLessThanOrEqual(1000);
      expect(await ready()).toMatchObject({ status: "degraded", redis: "degraded" });
      // Down for a while, as an outage is: the reconnection attempts have slowed to their slowest.
      await new Promise((r) => setTimeout(r, 3000));
      expect((await ready()).redis).toBe("degraded");
      await redis.start();
      expect(await msUntil("ok", 1000)).toBeLessThanOrEqual(1000);
      expect(await ready()).toMatchObject({ status: "ok", redis: "ok" });
    }
  });
});
