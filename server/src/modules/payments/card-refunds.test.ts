/**
 * Card refunds through Stripe (docs/decisions/0056-card-refunds-through-stripe.md), through HTTP
 * against the Stripe fake and the SDK: a paid card order's cancel refunds what the customer paid, a
 * part's cancel that part's paid amount, a card return its refund amount with the ledger booked once;
 * a refund Stripe refuses is failed with its reason, retried as a new attempt, never refunded twice;
 * Stripe's events confirm a refund once.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  apiOf,
  deliverParts,
  ledgerEntriesOf,
  placeCashOrder,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { recordStripeAnswer } from "../refunds/repository.js";
import { countOf, createCardShop, deliver, paidCardOrder, refundRowsOf, stripeRefundsOf } from "./card-fixture.js";

let ctx: TestContext;
let fake: StripeFake;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let productA: number;
let productB: number;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, fake, admin, sellerA, sellerB, productA, productB } = await createCardShop("Card refunds"));
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const refundCalls = () => fake.calls.filter((c) => c.method === "POST" && c.path === "/v1/refunds");
const paidOfPart = (orderId: number, sellerId: number) =>
  countOf(
    ctx,
    sql`select paid_cents as n from seller_shipments where order_id = ${orderId} and seller_id = ${sellerId}`,
  );

describe("card refunds of cancellations", () => {
  it("a paid card order cancelled before shipping is refunded in full, once, though the cancel is retried", async () => {
    const { user, orderId, intent, charged } = await paidCardOrder(ctx, fake, productA, productB);
    const calls = refundCalls().length;
    const cancelled = await api("PUT", `/orders/${orderId}/cancel`, user);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await api("PUT", `/orders/${orderId}/cancel`, user)).statusCode).toBe(409);
    const rows = await refundRowsOf(ctx, orderId);
    expect(rows).toEqual([
      expect.objectContaining({ seller_id: null, amount_cents: charged, status: "pending", attempt: 1 }),
    ]);
    const made = stripeRefundsOf(fake, intent);
    expect(made.map((r) => r.amount)).toEqual([charged]);
    expect(rows[0]!.stripe_refund_id).toBe(made[0]!.id);
    expect(refundCalls().length - calls).toBe(1);
    expect(refundCalls().at(-1)!.idempotencyKey).toBe(`marigold-refund-${rows[0]!.id}-1`);
    const detail = (await api("GET", `/orders/${orderId}`, user)).json();
    expect(detail.refunds).toEqual([
      expect.objectContaining({ amount: charged / 100, status: "pending", failureReason: null, sellerName: null }),
    ]);
  });

  it("a seller's part cancel refunds exactly what the customer paid for that part; the order's cancel the rest", async () => {
    const { user, orderId, intent, charged } = await paidCardOrder(ctx, fake, productA, productB);
    const partB = await paidOfPart(orderId, sellerB.id);
    const res = await setOrderStatus(ctx, sellerB, orderId, "Cancelled", "Out of stock");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds).toEqual([expect.objectContaining({ amount: partB / 100, status: "pending" })]);
    expect(stripeRefundsOf(fake, intent).map((r) => r.amount)).toEqual([partB]);
    // Seller A sees none of B's refunds.
    expect((await api("GET", `/seller/orders/${orderId}`, sellerA)).json().refunds).toBeUndefined();
    expect((await api("PUT", `/orders/${orderId}/cancel`, user)).statusCode).toBe(200);
    expect(stripeRefundsOf(fake, intent).map((r) => r.amount)).toEqual([partB, charged - partB]);
    expect((await refundRowsOf(ctx, orderId)).map((r) => [r.seller_id, r.amount_cents])).toEqual([
      [sellerB.id, partB],
      [null, charged - partB],
    ]);
  });

  it("an admin's cancel of every part refunds each part, adding up to the total", async () => {
    const { orderId, intent, charged } = await paidCardOrder(ctx, fake, productA, productB);
    const res = await setOrderStatus(ctx, admin, orderId, "Cancelled", "Fraud suspected");
    expect(res.statusCode, res.body).toBe(200);
    const amounts = stripeRefundsOf(fake, intent).map((r) => r.amount);
    expect(amounts).toHaveLength(2);
    expect(amounts[0]! + amounts[1]!).toBe(charged);
    expect((await api("GET", `/admin/orders/${orderId}`, admin)).json().refunds).toHaveLength(2);
  });

  it("a cash order's cancel owes no card refund", async () => {
    const { user, addressId } = await paidCardOrder(ctx, fake, productA, productB);
    await addToCart(ctx, user, productA, 1);
    const placed = await placeCashOrder(ctx, user, addressId);
    expect(placed.statusCode, placed.body).toBe(201);
    const calls = refundCalls().length;
    expect((await api("PUT", `/orders/${placed.json().orderId}/cancel`, user)).statusCode).toBe(200);
    expect(await refundRowsOf(ctx, placed.json().orderId)).toEqual([]);
    expect(refundCalls().length).toBe(calls);
  });

  it("a refund Stripe refuses is failed with its reason, retried as a new attempt, never refunded twice", async () => {
    const { orderId, intent } = await paidCardOrder(ctx, fake, productA, productB);
    const partA = await paidOfPart(orderId, sellerA.id);
    fake.refuseRefunds("charge_disputed");
    const res = await setOrderStatus(ctx, sellerA, orderId, "Cancelled", "Cannot deliver");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({ amount: partA / 100, status: "failed", failureReason: "charge_disputed" }),
    ]);
    expect(stripeRefundsOf(fake, intent)).toEqual([]);
    const [row] = await refundRowsOf(ctx, orderId);
    // Only the seller of the part or an admin retries it; only a failed one.
    expect((await api("PUT", `/seller/refunds/${row!.id}/retry`, sellerB)).statusCode).toBe(404);
    expect((await api("PUT", "/seller/refunds/99999999/retry", admin)).statusCode).toBe(404);
    const retried = await api("PUT", `/seller/refunds/${row!.id}/retry`, sellerA);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ refundId: row!.id, status: "pending", failureReason: null });
    expect(refundCalls().at(-1)!.idempotencyKey).toBe(`marigold-refund-${row!.id}-2`);
    const again = await api("PUT", `/seller/refunds/${row!.id}/retry`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a failed refund can be retried");
    expect(stripeRefundsOf(fake, intent).map((r) => r.amount)).toEqual([partA]);
    expect(await refundRowsOf(ctx, orderId)).toEqual([
      expect.objectContaining({
        status: "pending",
        attempt: 2,
        stripe_refund_id: stripeRefundsOf(fake, intent)[0]!.id,
      }),
    ]);
  });

  it("Stripe's events confirm a refund once: the same confirmation again changes nothing", async () => {
    const { user, orderId, intent } = await paidCardOrder(ctx, fake, productA, productB);
    expect((await api("PUT", `/orders/${orderId}/cancel`, user)).statusCode).toBe(200);
    const [made] = stripeRefundsOf(fake, intent);
    const updated = fake.refundEvent(made!.id, "refund.updated", "succeeded");
    expect((await deliver(ctx.app, fake, updated)).statusCode).toBe(200);
    const [after] = await refundRowsOf(ctx, orderId);
    expect(after).toMatchObject({ status: "succeeded", failure_reason: null });
    const stamp = async () =>
      countOf(ctx, sql`select extract(epoch from updated_at)::float8 * 1000 as n from refunds where id = ${after!.id}`);
    const before = await stamp();
    // The same event again, and another event saying the same (charge.refunded): nothing changes.
    expect((await deliver(ctx.app, fake, updated)).statusCode).toBe(200);
    expect((await deliver(ctx.app, fake, fake.refundEvent(made!.id, "charge.refunded", "succeeded"))).statusCode).toBe(
      200,
    );
    expect(await stamp()).toBe(before);
    expect((await refundRowsOf(ctx, orderId))[0]).toEqual(after);
    expect((await api("GET", `/orders/${orderId}`, user)).json().refunds).toEqual([
      expect.objectContaining({ status: "succeeded" }),
    ]);
  });

  it("a late answer to an attempt changes nothing once an event confirmed it or a retry moved it on", async () => {
    const { user, orderId, intent } = await paidCardOrder(ctx, fake, productA, productB);
    expect((await api("PUT", `/orders/${orderId}/cancel`, user)).statusCode).toBe(200);
    const [made] = stripeRefundsOf(fake, intent);
    expect((await deliver(ctx.app, fake, fake.refundEvent(made!.id, "refund.updated", "succeeded"))).statusCode).toBe(
      200,
    );
    const [row] = await refundRowsOf(ctx, orderId);
    // The first answer to attempt 1, arriving after the event (a slow server): the row stays succeeded.
    await recordStripeAnswer(ctx.database.db, row!.id, 1, {
      stripeRefundId: made!.id,
      status: "pending",
      failureReason: null,
    });
    expect((await refundRowsOf(ctx, orderId))[0]).toEqual(row);
    // Failed and retried (attempt 2, Stripe unreachable: still unsent): a refusal answered to attempt 1
    // does not fail attempt 2.
    await deliver(ctx.app, fake, fake.refundEvent(made!.id, "refund.failed", "failed", "lost_or_stolen_card"));
    fake.fail("/v1/refunds", 500, 3);
    expect((await api("PUT", `/seller/refunds/${row!.id}/retry`, admin)).statusCode).toBe(200);
    const retried = (await refundRowsOf(ctx, orderId))[0];
    expect(retried).toMatchObject({ status: "pending", attempt: 2, stripe_refund_id: null });
    await recordStripeAnswer(ctx.database.db, row!.id, 1, {
      stripeRefundId: null,
      status: "failed",
      failureReason: "charge_disputed",
    });
    expect((await refundRowsOf(ctx, orderId))[0]).toEqual(retried);
  });

  it("a refund Stripe fails later (refund.failed) shows failed with Stripe's reason", async () => {
    const { user, orderId, intent } = await paidCardOrder(ctx, fake, productA, productB);
    expect((await api("PUT", `/orders/${orderId}/cancel`, user)).statusCode).toBe(200);
    const [made] = stripeRefundsOf(fake, intent);
    const failed = fake.refundEvent(made!.id, "refund.failed", "failed", "expired_or_canceled_card");
    expect((await deliver(ctx.app, fake, failed)).statusCode).toBe(200);
    expect((await api("GET", `/orders/${orderId}`, user)).json().refunds).toEqual([
      expect.objectContaining({ status: "failed", failureReason: "expired_or_canceled_card" }),
    ]);
    // An admin retries it: a new Stripe refund, the failed one having returned nothing.
    const [row] = await refundRowsOf(ctx, orderId);
    expect((await api("PUT", `/seller/refunds/${row!.id}/retry`, admin)).statusCode).toBe(200);
    expect(stripeRefundsOf(fake, intent).map((r) => r.status)).toEqual(["failed", "pending"]);
  });
});

describe("card refunds of returns", () => {
  /** A paid card order, A's part delivered, its return of one unit received. */
  async function receivedCardReturn() {
    const paid = await paidCardOrder(ctx, fake, productA, productB);
    await deliverParts(ctx, paid.orderId, sellerA);
    const order = (await api("GET", `/orders/${paid.orderId}`, paid.user)).json();
    const orderItemId = order.orderItemDTOs.find((i: { productId: number }) => i.productId === productA).orderItemId;
    const asked = await api("POST", `/orders/${paid.orderId}/returns`, paid.user, {
      sellerId: sellerA.id,
      reason: "wrong_size",
      lines: [{ orderItemId, quantity: 1 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().returnId as number;
    expect((await api("PUT", `/seller/returns/${returnId}/approve`, sellerA)).statusCode).toBe(200);
    const received = await api("PUT", `/seller/returns/${returnId}/receive`, sellerA, {
      lines: [{ orderItemId, quantityReceived: 1, quantityResellable: 1 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    return { ...paid, returnId, refundAmount: received.json().refundAmount as number };
  }
  const returnEntries = async (orderId: number) =>
    (await ledgerEntriesOf(ctx, orderId)).filter((e) => ["refund", "commission_reversal"].includes(e.type));

  it("refunds the return's amount through Stripe, with Stripe's refund id as its reference, booked once", async () => {
    const r = await receivedCardReturn();
    const res = await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "card" });
    expect(res.statusCode, res.body).toBe(200);
    const made = stripeRefundsOf(fake, r.intent);
    expect(made.map((m) => m.amount)).toEqual([Math.round(r.refundAmount * 100)]);
    expect(res.json()).toMatchObject({ status: "refunded", refundMethod: "card", refundReference: made[0]!.id });
    const entries = await returnEntries(r.orderId);
    expect(entries.map((e) => e.type)).toEqual(["refund", "commission_reversal"]);
    expect((await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "card" })).statusCode).toBe(
      409,
    );
    expect(stripeRefundsOf(fake, r.intent)).toHaveLength(1);
    expect(await returnEntries(r.orderId)).toEqual(entries);
    expect((await api("GET", `/orders/${r.orderId}`, r.user)).json().refunds).toEqual([
      expect.objectContaining({ amount: r.refundAmount, returnId: r.returnId, status: "pending" }),
    ]);
  });

  it("a refused card refund leaves the return received and unbooked; refunding again retries it, once", async () => {
    const r = await receivedCardReturn();
    fake.refuseRefunds("charge_disputed");
    const refused = await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "card" });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toContain("charge_disputed");
    expect((await api("GET", `/seller/returns/${r.returnId}`, sellerA)).json().status).toBe("received");
    expect(await returnEntries(r.orderId)).toEqual([]);
    const [row] = await refundRowsOf(ctx, r.orderId);
    expect(row).toMatchObject({ return_id: r.returnId, status: "failed", failure_reason: "charge_disputed" });
    // The retry endpoint leaves a return's refund to the return's own call, which books it.
    expect((await api("PUT", `/seller/refunds/${row!.id}/retry`, sellerA)).statusCode).toBe(409);
    const again = await api("PUT", `/seller/returns/${r.returnId}/refund`, admin, { method: "card" });
    expect(again.statusCode, again.body).toBe(200);
    expect(stripeRefundsOf(fake, r.intent)).toHaveLength(1);
    expect((await returnEntries(r.orderId)).map((e) => e.type)).toEqual(["refund", "commission_reversal"]);
    expect(await refundRowsOf(ctx, r.orderId)).toEqual([expect.objectContaining({ attempt: 2, status: "pending" })]);
  });

  it("by card only on a card-paid order; other methods still need their reference", async () => {
    const { user, addressId } = await paidCardOrder(ctx, fake, productA, productB);
    await addToCart(ctx, user, productA, 1);
    const placed = await placeCashOrder(ctx, user, addressId);
    const orderId = placed.json().orderId as number;
    await deliverParts(ctx, orderId, sellerA);
    const orderItemId = placed.json().orderItemDTOs[0].orderItemId as number;
    const asked = await api("POST", `/orders/${orderId}/returns`, user, {
      sellerId: sellerA.id,
      reason: "damaged",
      lines: [{ orderItemId, quantity: 1 }],
    });
    const returnId = asked.json().returnId as number;
    await api("PUT", `/seller/returns/${returnId}/approve`, sellerA);
    await api("PUT", `/seller/returns/${returnId}/receive`, sellerA, {
      lines: [{ orderItemId, quantityReceived: 1, quantityResellable: 0 }],
    });
    const byCard = await api("PUT", `/seller/returns/${returnId}/refund`, sellerA, { method: "card" });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json().message).toBe("This order was not paid by card: refund it another way");
    expect((await api("PUT", `/seller/returns/${returnId}/refund`, sellerA, { method: "cash" })).statusCode).toBe(400);
    expect(await refundRowsOf(ctx, orderId)).toEqual([]);
    const cash = await api("PUT", `/seller/returns/${returnId}/refund`, sellerA, { method: "cash", reference: "R-1" });
    expect(cash.statusCode, cash.body).toBe(200);
  });
});
