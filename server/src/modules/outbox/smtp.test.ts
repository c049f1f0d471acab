/**
 * The mail outbox against a real SMTP server on loopback (decision 0005): an outage longer than a few
 * minutes loses nothing, and a slow mail server never makes two servers send the same mail.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import type { App } from "../../core/deps.js";
import { rowsOf } from "../../db/transaction.js";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";
import { createSmtpSink, type SmtpSink } from "../../test/smtp-sink.js";
import { MAX_ATTEMPTS, backoffSeconds, enqueueMail } from "./outbox.js";

let ctx: TestContext;
let sink: SmtpSink;
let admin: TestUser;
/** A short lease, so a slow mail server outlasts it in seconds rather than minutes. */
const TIMING = { OUTBOX_LEASE_SECONDS: "2", MAIL_SEND_TIMEOUT_MS: "1000" };

beforeAll(async () => {
  sink = await createSmtpSink();
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...TIMING });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.down();
});

const row = async (to: string) =>
  (
    await rowsOf<{ attempts: number; failed_at: unknown; sent_at: unknown; pause: number }>(
      ctx.database.db.execute(sql`
        select attempts, failed_at, sent_at, extract(epoch from next_attempt_at - now())::float8 as pause
        from mail_outbox where "to" = ${to}`),
    )
  )[0]!;
/** As if the pause before the next attempt had passed. */
const timePasses = (to: string) =>
  ctx.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where "to" = ${to}`);

const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("the outbox with a real mail server", () => {
  it("keeps a mail through an outage far longer than eight attempts and sends it once when the server is back", async () => {
    await enqueueMail(ctx.database.db, { to: "outage@example.com", subject: "Through the outage", text: "x" });
    // The mail server is down: every attempt is refused. The pauses grow to five minutes and stay there.
    let waited = 0;
    while ((await row("outage@example.com")).attempts < 30) {
      await timePasses("outage@example.com");
      await ctx.app.deps.outbox.drain();
      const now = await row("outage@example.com");
      expect(now).toMatchObject({ failed_at: null, sent_at: null });
      expect(now.pause).toBeLessThanOrEqual(300);
      waited += Math.max(0, now.pause);
    }
    // Thirty attempts span well over an hour of outage (today's eight gave up after 4.3 minutes).
    expect(waited).toBeGreaterThan(3600);
    await sink.up();
    await timePasses("outage@example.com");
    await ctx.app.deps.outbox.drain();
    expect((await row("outage@example.com")).sent_at).not.toBeNull();
    expect(sink.received.filter((m) => m.subject === "Through the outage")).toHaveLength(1);
  });

  it("gives a mail up only after a day of attempts, and the admin sends every given-up mail again at once", async () => {
    let day = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n++) day += backoffSeconds(n);
    expect(day).toBeGreaterThanOrEqual(24 * 3600);
    await sink.down();
    for (const to of ["gaveup1@example.com", "gaveup2@example.com"]) {
      await enqueueMail(ctx.database.db, { to, subject: `Given up ${to}`, text: "x" });
      // The last attempt of the day: it fails and the mail is given up.
      await ctx.database.db.execute(sql`update mail_outbox set attempts = ${MAX_ATTEMPTS - 1} where "to" = ${to}`);
      await ctx.app.deps.outbox.drain();
      expect((await row(to)).failed_at).not.toBeNull();
    }
    await sink.up();
    const listed = (await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: admin.auth })).json();
    expect(listed.filter((m: { failed: boolean }) => m.failed)).toHaveLength(2);

    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const denied = await ctx.app.inject({ method: "POST", url: "/api/admin/mail-outbox/retry", headers: seller.auth });
    expect(denied.statusCode).toBe(403);
    const retried = await ctx.app.inject({ method: "POST", url: "/api/admin/mail-outbox/retry", headers: admin.auth });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: "The mails will be sent again now" });
    await until(async () => (await row("gaveup2@example.com")).sent_at !== null, 10_000);
    expect((await row("gaveup1@example.com")).sent_at).not.toBeNull();
    expect(sink.received.filter((m) => m.subject.startsWith("Given up"))).toHaveLength(2);
    expect((await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: admin.auth })).json()).toEqual([]);
  });

  it("sends each mail exactly once from two servers while the mail server takes longer per batch than the lease", async () => {
    const second: App = await buildApp({
      config: loadConfig({
        NODE_ENV: "test",
        DATA_DIR: ctx.dataDir,
        RATE_LIMIT: "off",
        WEB_DIST: "/nonexistent",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        ...TIMING,
      }),
      database: ctx.database,
      jwtSecret: "test-secret-that-is-long-enough-0123456789",
    });
    try {
      // 0.4 s per mail: twelve mails one after another take 4.8 s, more than twice the 2 s lease.
      await sink.up();
      sink.delayMs = 400;
      const before = sink.received.length;
      for (let i = 0; i < 12; i++) {
        await enqueueMail(ctx.database.db, { to: `slow${i}@example.com`, subject: `Slow ${i}`, text: "x" });
      }
      ctx.app.deps.outbox.nudge();
      second.deps.outbox.nudge();
      const unsent = async () =>
        (
          await rowsOf<{ n: number }>(
            ctx.database.db.execute(
              sql`select count(*)::int as n from mail_outbox where "to" like 'slow%' and sent_at is null`,
            ),
          )
        )[0]!.n;
      await until(async () => (await unsent()) === 0, 20_000);
      // A lease and more later: any second send of a mail would have arrived by now.
      await new Promise((r) => setTimeout(r, 3000));
      const slow = sink.received.slice(before).map((m) => m.subject);
      expect(slow.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Slow ${i}`).sort());
    } finally {
      sink.delayMs = 0;
      await second.close();
    }
  });
});
