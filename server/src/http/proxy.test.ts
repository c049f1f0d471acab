/**
 * TRUST_PROXY (decision 0005): a client's X-Forwarded-For is believed only from the proxies the
 * setting names, so rotating it does not get around the per-client sign-in limit.
 */
import { afterAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../config.js";
import { createTestApp, type TestContext } from "../test/harness.js";

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

async function failedSignIns(env: Record<string, string>, forwardedFor: (i: number) => string) {
  const ctx = await createTestApp({
    NODE_ENV: "production",
    JWT_SECRET: "proxy-test-secret-0123456789abcdef0123",
    RATE_LIMIT: "on",
    SIGNIN_FAILURES_PER_15_MIN: "5",
    ALLOW_EMBEDDED_DB: "true",
    SMTP_URL: "smtp://127.0.0.1:9",
    ...env,
  });
  contexts.push(ctx);
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "x-forwarded-for": forwardedFor(i) },
      // A different username each time: only the per-client limit can stop this spray.
      payload: { username: `sprayed${i}`, password: "wrong-password" },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe("TRUST_PROXY", () => {
  it("is off by default in production: a rotated X-Forwarded-For is the same client", async () => {
    const statuses = await failedSignIns({}, (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("believes the named proxy's hop: distinct clients behind it are counted apart", async () => {
    // app.inject comes from 127.0.0.1, the proxy named here.
    const statuses = await failedSignIns({ TRUST_PROXY: "127.0.0.1" }, (i) => `203.0.113.${i + 1}`);
    expect(statuses).toEqual(Array(8).fill(401));
  });

  it("parses hop counts and address lists, and refuses 'true'", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("off")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.2, 10.0.1.0/24")).toEqual(["10.0.0.2", "10.0.1.0/24"]);
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY/);
  });
});
