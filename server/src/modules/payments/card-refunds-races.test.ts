/**
 * Card refunds raced on two servers over one PostgreSQL database
 * (docs/decisions/0056-card-refunds-through-stripe.md): four refunds by card of one return at once
 * make one Stripe refund and one set of ledger entries (the return's row lock writes its one refund
 * row, the row's idempotency key makes one Stripe refund of the calls that send it, and the return's
 * conditional move lets one book it); four cancels of one card order at once refund it once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import {
  apiOf,
  dbKind,
  deliverParts,
  ledgerEntriesOf,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { createCardShop, paidCardOrder, refundRowsOf, stripeEnv, stripeRefundsOf } from "./card-fixture.js";

let ctx: TestContext;
let second: App;
let fake: StripeFake;
let sellerA: TestUser;
let productA: number;
let productB: number;
const api = apiOf(() => ctx);

describe.runIf(dbKind === "postgres")("card refunds raced on two servers (PostgreSQL)", () => {
  beforeAll(async () => {
    ({ ctx, fake, sellerA, productA, productB } = await createCardShop("Raced refunds"));
    second = await startSecondServer(ctx, { ...stripeEnv(fake), PUBLIC_URL: "http://shop.test" });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
    await fake?.close();
  });

  const raced = (url: string, user: TestUser, payload?: object) =>
    Promise.all(
      [ctx.app, second, ctx.app, second].map((app) =>
        app.inject({ method: "PUT", url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) }),
      ),
    );
  const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

  it("four card refunds of one return at once: one Stripe refund, one set of ledger entries", async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await paidCardOrder(ctx, fake, productA, productB);
      await deliverParts(ctx, paid.orderId, sellerA);
      const order = (await api("GET", `/orders/${paid.orderId}`, paid.user)).json();
      const orderItemId = order.orderItemDTOs.find((i: { productId: number }) => i.productId === productA).orderItemId;
      const asked = await api("POST", `/orders/${paid.orderId}/returns`, paid.user, {
        sellerId: sellerA.id,
        reason: "wrong_size",
        lines: [{ orderItemId, quantity: 1 }],
      });
      const returnId = asked.json().returnId as number;
      expect((await api("PUT", `/seller/returns/${returnId}/approve`, sellerA)).statusCode).toBe(200);
      const received = await api("PUT", `/seller/returns/${returnId}/receive`, sellerA, {
        lines: [{ orderItemId, quantityReceived: 1, quantityResellable: 1 }],
      });
      expect(received.statusCode, received.body).toBe(200);
      // Stripe answers slowly, so the calls that find the refund row unsent all send it at once.
      fake.delay("/v1/refunds", 150);
      const results = await raced(`/seller/returns/${returnId}/refund`, sellerA, { method: "card" }).finally(() =>
        fake.delay("/v1/refunds", 0),
      );
      expect(codes(results)).toEqual([200, 409, 409, 409]);
      const made = stripeRefundsOf(fake, paid.intent);
      expect(made.map((r) => r.amount)).toEqual([Math.round(received.json().refundAmount * 100)]);
      expect(await refundRowsOf(ctx, paid.orderId)).toEqual([
        expect.objectContaining({ return_id: returnId, attempt: 1, stripe_refund_id: made[0]!.id }),
      ]);
      const entries = (await ledgerEntriesOf(ctx, paid.orderId)).filter((e) =>
        ["refund", "commission_reversal"].includes(e.type),
      );
      expect(entries.map((e) => e.type).sort()).toEqual(["commission_reversal", "refund"]);
    }
  });

  it("four cancels of one card order at once refund it once", async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await paidCardOrder(ctx, fake, productA, productB);
      fake.delay("/v1/refunds", 150);
      const results = await raced(`/orders/${paid.orderId}/cancel`, paid.user).finally(() =>
        fake.delay("/v1/refunds", 0),
      );
      expect(codes(results)).toEqual([200, 409, 409, 409]);
      expect(stripeRefundsOf(fake, paid.intent).map((r) => r.amount)).toEqual([paid.charged]);
      expect(await refundRowsOf(ctx, paid.orderId)).toHaveLength(1);
    }
  });
});
