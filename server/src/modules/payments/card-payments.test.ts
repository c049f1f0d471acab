/**
 * Paying by card through Stripe Checkout (docs/decisions/0050-card-payments-through-stripe.md),
 * against a local Stripe fake driven through the official SDK: placement "Awaiting payment", the
 * session, the webhook (signature, each event once, in any order), the amount check, a session
 * Stripe refuses, and the sweep of orders whose session ran out.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, type TestContext, type TestUser } from "../../test/harness.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { stripeOf } from "./stripe-client.js";
import { sweepUnpaidOrders } from "./sweep.js";
import {
  cardShopper,
  cartLines,
  countOf,
  createCardShop,
  deliver,
  payByCard,
  sessionOf,
  stockOf,
} from "./card-fixture.js";

let ctx: TestContext;
let fake: StripeFake;
let admin: TestUser;
let productA: number;
let productB: number;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, fake, admin, productA, productB } = await createCardShop("Card payments"));
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const mailsTo = async (to: string) => countOf(ctx, sql`select count(*)::int as n from mail_outbox where "to" = ${to}`);

describe("paying by card", () => {
  it("offers card beside cash on delivery", async () => {
    expect((await api("GET", "/public/settings")).json().paymentMethods).toEqual(["cash", "card"]);
    expect((await api("GET", "/admin/payments", admin)).json()).toMatchObject({
      cardEnabled: true,
      cashEnabled: true,
      cardAvailable: true,
      payoutHoldDays: 14,
    });
  });

  it("places the order Awaiting payment with its stock taken, and a Checkout Session of its total", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const before = await stockOf(ctx, productA);
    const res = await payByCard(ctx.app, user, addressId);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.orderStatus).toBe("Awaiting payment");
    expect(order.paymentDTO).toMatchObject({ paymentMethod: "card", pgName: "Stripe", pgStatus: "pending" });
    const session = sessionOf(fake, order.orderId);
    expect(order.paymentUrl).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "usd",
      client_reference_id: String(order.orderId),
      success_url: `http://shop.test/checkout/success?order=${order.orderId}`,
      cancel_url: `http://shop.test/checkout/cancel?order=${order.orderId}`,
    });
    expect(session.amount_total).toBe(Math.round(order.totalAmount * 100));
    expect(session.line_items.slice(0, 2)).toEqual([
      expect.objectContaining({ unit_amount: 1250, quantity: 2 }),
      expect.objectContaining({ unit_amount: 725, quantity: 1 }),
    ]);
    const call = fake.calls.find(
      (c) => c.path === "/v1/checkout/sessions" && c.idempotencyKey?.includes(`-${order.orderId}-`),
    );
    expect(call?.idempotencyKey).toBe(`marigold-order-${order.orderId}-checkout`);
    expect(await stockOf(ctx, productA)).toBe(before - 2);
    // The cart stays until it is paid; no mail tells of an order not yet paid.
    expect(await cartLines(ctx, user.id)).toBe(2);
    expect(await mailsTo(user.email)).toBe(0);
  });

  it("a paid session places the order, sends its mails and empties the cart, once however often it comes", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const order = (await payByCard(ctx.app, user, addressId)).json();
    const event = fake.pay(sessionOf(fake, order.orderId).id);
    for (let i = 0; i < 3; i++) expect((await deliver(ctx.app, fake, event)).statusCode).toBe(200);
    const paid = (await api("GET", `/orders/${order.orderId}`, user)).json();
    expect(paid.orderStatus).toBe("Order Placed");
    expect(paid.paymentDTO).toMatchObject({
      paymentMethod: "card",
      pgName: "Stripe",
      pgPaymentId: sessionOf(fake, order.orderId).payment_intent,
      pgStatus: "succeeded",
    });
    expect(await cartLines(ctx, user.id)).toBe(0);
    expect(await mailsTo(user.email)).toBe(1);
    const placedEvents = sql`select count(*)::int as n from order_events where order_id = ${order.orderId} and seller_id is null and status = 'Order Placed'`;
    expect(await countOf(ctx, placedEvents)).toBe(1);
    // The session's expiry afterwards (an event out of order) changes nothing.
    const stock = await stockOf(ctx, productA);
    expect((await deliver(ctx.app, fake, fake.expire(sessionOf(fake, order.orderId).id))).statusCode).toBe(200);
    expect((await api("GET", `/orders/${order.orderId}`, user)).json().orderStatus).toBe("Order Placed");
    expect(await stockOf(ctx, productA)).toBe(stock);
  });

  it("an expired session cancels the order: stock and the code's use come back, the cart keeps its items", async () => {
    const code = await api("POST", "/admin/promotions", admin, {
      code: "CARD5",
      kind: "fixed",
      value: 5,
      usageLimit: 1,
    });
    expect(code.statusCode).toBe(201);
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    expect((await api("PUT", "/carts/promotion", user, { code: "CARD5" })).statusCode).toBe(200);
    const before = [await stockOf(ctx, productA), await stockOf(ctx, productB)];
    const order = (await payByCard(ctx.app, user, addressId)).json();
    expect(order.discount).toBe(5);
    expect(await stockOf(ctx, productA)).toBe(before[0]! - 2);
    // A discounted order is one line of its total.
    expect(sessionOf(fake, order.orderId).line_items).toEqual([
      expect.objectContaining({ name: `Order #${order.orderId}`, quantity: 1 }),
    ]);
    const used = async () =>
      (await api("GET", "/admin/promotions", admin))
        .json()
        .content.find((p: { promotionId: number }) => p.promotionId === code.json().promotionId).timesUsed;
    expect(await used()).toBe(1);
    expect((await deliver(ctx.app, fake, fake.expire(sessionOf(fake, order.orderId).id))).statusCode).toBe(200);
    expect((await api("GET", `/orders/${order.orderId}`, user)).json()).toMatchObject({
      orderStatus: "Cancelled",
      paymentDTO: { pgStatus: "cancelled" },
    });
    expect([await stockOf(ctx, productA), await stockOf(ctx, productB)]).toEqual(before);
    expect(await used()).toBe(0);
    expect(await cartLines(ctx, user.id)).toBe(2);
    expect(await mailsTo(user.email)).toBe(0);
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const order = (await payByCard(ctx.app, user, addressId)).json();
    const event = fake.pay(sessionOf(fake, order.orderId).id);
    const forged = await deliver(ctx.app, fake, event, "whsec_not_the_shops");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("The webhook's signature does not match");
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // A body changed after signing fails too.
    const { payload, headers } = fake.signed(event);
    const tampered = await ctx.app.inject({
      method: "POST",
      url: "/api/payments/stripe/webhook",
      headers,
      payload: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await api("GET", `/orders/${order.orderId}`, user)).json().orderStatus).toBe("Awaiting payment");
    expect(await countOf(ctx, sql`select count(*)::int as n from stripe_events where id = ${event.id}`)).toBe(0);
  });

  it("never marks paid an amount other than the order's total", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const order = (await payByCard(ctx.app, user, addressId)).json();
    const session = sessionOf(fake, order.orderId);
    expect((await deliver(ctx.app, fake, fake.pay(session.id, session.amount_total - 1))).statusCode).toBe(200);
    expect((await api("GET", `/orders/${order.orderId}`, user)).json().orderStatus).toBe("Awaiting payment");
  });

  it("a placement retried with its Idempotency-Key answers the same order and the same session", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const headers = { "idempotency-key": `card-${user.id}` };
    const first = await payByCard(ctx.app, user, addressId, headers);
    const again = await payByCard(ctx.app, user, addressId, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ orderId: first.json().orderId, paymentUrl: first.json().paymentUrl });
    const sessions = [...fake.sessions.values()].filter((s) => s.metadata.order_id === String(first.json().orderId));
    expect(sessions).toHaveLength(1);
  });

  it("a session Stripe refuses (500 on every retry) answers 503 and cancels the order", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const before = await stockOf(ctx, productA);
    fake.fail("/v1/checkout/sessions", 500, 3);
    const res = await payByCard(ctx.app, user, addressId);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("Card payments are unavailable right now. Please try again later.");
    expect(await stockOf(ctx, productA)).toBe(before);
    expect(await cartLines(ctx, user.id)).toBe(2);
  });

  it("one 500 is retried by the SDK with the same key: one session", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    fake.fail("/v1/checkout/sessions", 500, 1);
    const res = await payByCard(ctx.app, user, addressId);
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentUrl).toBe(sessionOf(fake, res.json().orderId).url);
  });

  it("the sweep settles an order whose session ran out without an event", async () => {
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const order = (await payByCard(ctx.app, user, addressId)).json();
    const stripe = stripeOf(ctx.app.deps.config);
    const later = new Date(Date.now() + 3 * 60 * 60_000);
    expect(await sweepUnpaidOrders(ctx.database.db, stripe, new Date())).toBe(0);
    expect(await sweepUnpaidOrders(ctx.database.db, stripe, later)).toBeGreaterThanOrEqual(1);
    expect(sessionOf(fake, order.orderId).status).toBe("expired");
    expect((await api("GET", `/orders/${order.orderId}`, user)).json().orderStatus).toBe("Cancelled");
    expect(await cartLines(ctx, user.id)).toBe(2);
  });
});

describe("the Payments settings", () => {
  it("turns cash on delivery off and on; at least one way to pay; the hold is 0–90 days", async () => {
    const put = (body: object) => api("PUT", "/admin/payments", admin, body);
    expect((await put({ cardEnabled: false, cashEnabled: false, payoutHoldDays: 14 })).statusCode).toBe(400);
    expect((await put({ cardEnabled: true, cashEnabled: true, payoutHoldDays: 91 })).statusCode).toBe(400);
    expect((await put({ cardEnabled: true, cashEnabled: true, payoutHoldDays: -1 })).statusCode).toBe(400);
    const off = await put({ cardEnabled: true, cashEnabled: false, payoutHoldDays: 7 });
    expect(off.json()).toMatchObject({ cashEnabled: false, payoutHoldDays: 7, paymentMethods: ["card"] });
    expect((await api("GET", "/public/settings")).json().paymentMethods).toEqual(["card"]);
    const { user, addressId } = await cardShopper(ctx, productA, productB);
    const cash = await api("POST", "/order/users/payments/cash", user, { addressId });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe("Cash on delivery is not offered: please pay by card");
    expect((await put({ cardEnabled: false, cashEnabled: true, payoutHoldDays: 7 })).json().paymentMethods).toEqual([
      "cash",
    ]);
    const card = await payByCard(ctx.app, user, addressId);
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("Card payments are not offered: please pay cash on delivery");
    expect((await put({ cardEnabled: true, cashEnabled: true, payoutHoldDays: 14 })).statusCode).toBe(200);
    expect((await api("GET", "/admin/payments", user)).statusCode).toBe(403);
  });
});
