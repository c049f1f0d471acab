/**
 * The mail outbox (decision 0005): checkout does not wait for the mail server, each mail is sent once
 * however many workers run, a failing mail is retried and shown to admins.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";
import type { App } from "../../core/deps.js";
import type { Mail, Mailer } from "../../mail/mailer.js";
import {
  addAddress,
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  placeCashOrder,
  TEST_ADDRESS,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { deliverDueMail, enqueueMail } from "./outbox.js";

let ctx: TestContext;
let hungApp: App;
let admin: TestUser;
let seller: TestUser;
let category: number;
/** A mail server that accepts the connection and never answers. */
const hung: Mailer = { send: () => new Promise<void>(() => {}) };

beforeAll(async () => {
  ctx = await createTestApp();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: ctx.dataDir, RATE_LIMIT: "off", WEB_DIST: "/nonexistent" });
  hungApp = await buildApp({
    config,
    database: ctx.database,
    jwtSecret: "test-secret-that-is-long-enough-0123456789",
    mailer: hung,
  });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  category = await createCategory(ctx, admin, "Mailed things");
});
afterAll(async () => {
  // The hung worker never finishes its send: close without waiting for it.
  void hungApp?.close();
  await ctx?.close();
});

describe("the mail outbox", () => {
  it("places an order at once while the mail server hangs, with its confirmation queued", async () => {
    const buyer = await createUser(ctx);
    const { productId } = await createProduct(ctx, seller, category, { quantity: 5 });
    await addToCart(ctx, buyer, productId, 1, hungApp);
    const order = await placeCashOrder(ctx, buyer, await addAddress(ctx, buyer, TEST_ADDRESS, hungApp), {}, hungApp);
    expect(order.statusCode).toBe(201);
    const queued = (await ctx.database.db.execute(
      sql`select "to", subject from mail_outbox where subject like ${`%order #${order.json().orderId} confirmed`}`,
    )) as unknown as { rows: { to: string }[] };
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0]!.to).toBe(buyer.email);
  });

  it("sends each mail once with two workers at the same time", async () => {
    // The hung server's own worker would claim some and never finish them: it stops here. The test
    // app's worker keeps running and counts as a third worker (its mails land in the file outbox).
    await hungApp.deps.outbox.stop();
    await ctx.database.db.execute(sql`update mail_outbox set sent_at = now()`);
    for (let i = 0; i < 30; i++) {
      await enqueueMail(ctx.database.db, { to: `twice${i}@example.com`, subject: `Once ${i}`, text: "hello" });
    }
    const sent: string[] = [];
    const counting = (): Mailer => ({
      send: async (mail: Mail) => {
        await new Promise((r) => setTimeout(r, 2));
        sent.push(mail.to);
      },
    });
    await Promise.all([deliverDueMail(ctx.database.db, counting()), deliverDueMail(ctx.database.db, counting())]);
    const byTheApp = (await ctx.outbox()).map((m) => m.to).filter((to) => to.startsWith("twice"));
    const all = [...sent, ...byTheApp];
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
  });

  it("counts a mail server that never answers as a failed send, so the worker goes on", async () => {
    await ctx.database.db.execute(sql`update mail_outbox set sent_at = now() where sent_at is null`);
    await enqueueMail(ctx.database.db, { to: "silent@example.com", subject: "No answer", text: "x" });
    expect(await deliverDueMail(ctx.database.db, hung, undefined, { leaseSeconds: 120, sendTimeoutMs: 50 })).toBe(0);
    const row = (await ctx.database.db.execute(
      sql`select last_error, sent_at from mail_outbox where "to" = 'silent@example.com'`,
    )) as unknown as { rows: { last_error: string; sent_at: unknown }[] };
    expect(row.rows[0]).toMatchObject({
      sent_at: null,
      last_error: expect.stringMatching(/no answer from the mail server/),
    });
    await ctx.database.db.execute(sql`update mail_outbox set sent_at = now() where "to" = 'silent@example.com'`);
  });

  it("retries a failing mail with backoff and lists it for admins", async () => {
    await ctx.database.db.execute(sql`update mail_outbox set sent_at = now() where sent_at is null`);
    await enqueueMail(ctx.database.db, { to: "bounce@example.com", subject: "Will fail", text: "x" });
    const failing: Mailer = { send: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    expect(await deliverDueMail(ctx.database.db, failing)).toBe(0);
    // Not due again at once: the next attempt waits.
    expect(await deliverDueMail(ctx.database.db, failing)).toBe(0);
    const listed = await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        to: "bounce@example.com",
        attempts: 1,
        lastError: "550 mailbox unavailable",
        failed: false,
      }),
    ]);
    expect((await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: seller.auth })).statusCode).toBe(403);
  });

  it("lets an admin send a given-up mail again, with fresh attempts", async () => {
    await ctx.database.db.execute(sql`update mail_outbox set sent_at = now() where sent_at is null`);
    await enqueueMail(ctx.database.db, { to: "later@example.com", subject: "Try again", text: "x" });
    await ctx.database.db.execute(
      sql`update mail_outbox set attempts = 8, last_error = '421 try later', failed_at = now() where "to" = 'later@example.com'`,
    );
    const [given] = (await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: admin.auth })).json();
    expect(given).toMatchObject({ to: "later@example.com", failed: true, nextAttemptAt: null });

    const denied = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/mail-outbox/${given.id}/retry`,
      headers: seller.auth,
    });
    expect(denied.statusCode).toBe(403);
    const retried = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/mail-outbox/${given.id}/retry`,
      headers: admin.auth,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: "The mail will be sent again now" });

    // The server's own worker was nudged: the mail goes out now.
    await ctx.app.deps.outbox.drain();
    const sent = (await ctx.database.db.execute(
      sql`select sent_at from mail_outbox where id = ${given.id}`,
    )) as unknown as { rows: { sent_at: unknown }[] };
    expect(sent.rows[0]!.sent_at).not.toBeNull();
    expect((await ctx.app.inject({ url: "/api/admin/mail-outbox", headers: admin.auth })).json()).toEqual([]);

    // A sent mail, an unknown id and a malformed id are refused without a change.
    for (const [id, status] of [
      [given.id, 404],
      [999999, 404],
      ["abc", 400],
    ] as const) {
      const res = await ctx.app.inject({
        method: "POST",
        url: `/api/admin/mail-outbox/${id}/retry`,
        headers: admin.auth,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
  });
});
