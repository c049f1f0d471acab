/**
 * Card payments raced on two servers over one PostgreSQL database
 * (docs/decisions/0050-card-payments-through-stripe.md): the same event delivered to both at once,
 * and a session's completion racing its expiry. Exactly one effect each: one history line, one
 * confirmation mail, the stock taken once or given back once. Each holds through the event id kept
 * in the effect's transaction and the conditional move from "Awaiting payment".
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import { apiOf, dbKind, startSecondServer, type TestContext } from "../../test/harness.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import {
  cardShopper,
  countOf,
  createCardShop,
  deliver,
  payByCard,
  sessionOf,
  stockOf,
  stripeEnv,
} from "./card-fixture.js";

let ctx: TestContext;
let second: App;
let fake: StripeFake;
let productA: number;
let productB: number;
const api = apiOf(() => ctx);

describe.runIf(dbKind === "postgres")("card payments raced on two servers (PostgreSQL)", () => {
  beforeAll(async () => {
    ({ ctx, fake, productA, productB } = await createCardShop("Raced cards"));
    second = await startSecondServer(ctx, { ...stripeEnv(fake), PUBLIC_URL: "http://shop.test" });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
    await fake?.close();
  });

  const placedLines = (orderId: number) =>
    countOf(
      ctx,
      sql`select count(*)::int as n from order_events where order_id = ${orderId} and seller_id is null and status = 'Order Placed'`,
    );
  const mailsTo = (to: string) => countOf(ctx, sql`select count(*)::int as n from mail_outbox where "to" = ${to}`);

  it("the same paid event delivered to both servers at once places the order once", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, addressId } = await cardShopper(ctx, productA, productB);
      const order = (await payByCard(ctx.app, user, addressId)).json();
      const event = fake.pay(sessionOf(fake, order.orderId).id);
      const answers = await Promise.all([ctx.app, second, ctx.app, second].map((app) => deliver(app, fake, event)));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await placedLines(order.orderId)).toBe(1);
      expect(await mailsTo(user.email)).toBe(1);
    }
  });

  it("a session completing while it expires: one of the two, the stock exact", async () => {
    for (let round = 0; round < 4; round++) {
      const { user, addressId } = await cardShopper(ctx, productA, productB);
      const before = [await stockOf(ctx, productA), await stockOf(ctx, productB)];
      const order = (await payByCard(ctx.app, user, addressId)).json();
      const id = sessionOf(fake, order.orderId).id;
      const paid = fake.pay(id);
      const expired = {
        ...fake.expire(id),
        data: { object: { ...paid.data.object, status: "expired" } },
      } as typeof paid;
      const [a, b] = round % 2 ? [paid, expired] : [expired, paid];
      await Promise.all([deliver(ctx.app, fake, a), deliver(second, fake, b)]);
      const status = (await api("GET", `/orders/${order.orderId}`, user)).json().orderStatus;
      const after = [await stockOf(ctx, productA), await stockOf(ctx, productB)];
      if (status === "Order Placed") {
        expect(after).toEqual([before[0]! - 2, before[1]! - 1]);
        expect(await placedLines(order.orderId)).toBe(1);
      } else {
        expect(status).toBe("Cancelled");
        expect(after).toEqual(before);
        expect(await placedLines(order.orderId)).toBe(0);
      }
      const cancelledLines = await countOf(
        ctx,
        sql`select count(*)::int as n from order_events where order_id = ${order.orderId} and seller_id is null and status = 'Cancelled'`,
      );
      expect(cancelledLines + (await placedLines(order.orderId))).toBe(1);
    }
  });
});
