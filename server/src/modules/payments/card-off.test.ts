/**
 * Card payments are off until configured (docs/decisions/0050-card-payments-through-stripe.md):
 * without Stripe's keys the shop takes cash on delivery exactly as before; with them, a shop in yen
 * (no decimals, as Stripe counts it too) charges its totals unchanged.
 */
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { apiOf, createShop, createProduct, type TestContext } from "../../test/harness.js";
import { startStripeFake } from "../../test/stripe-fake.js";
import { cardShopper, payByCard, sessionOf, stripeEnv } from "./card-fixture.js";

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe("without Stripe's keys", () => {
  it("offers cash alone, refuses card as before, and has no webhook", async () => {
    const { ctx, admin, sellerA, categoryId } = await createShop("No cards");
    closing.push(() => ctx.close());
    const api = apiOf(() => ctx);
    const product = (await createProduct(ctx, sellerA, categoryId)).productId;
    // The public settings answer as before (no paymentMethods: a client reads cash on delivery).
    expect((await api("GET", "/public/settings")).json()).not.toHaveProperty("paymentMethods");
    expect((await api("GET", "/admin/payments", admin)).json()).toMatchObject({
      cardAvailable: false,
      paymentMethods: ["cash"],
    });
    // Cash cannot be turned off without another way to pay.
    const off = await api("PUT", "/admin/payments", admin, {
      cardEnabled: true,
      cashEnabled: false,
      payoutHoldDays: 14,
    });
    expect(off.statusCode).toBe(400);
    const { user, addressId } = await cardShopper(ctx, product, product);
    const card = await payByCard(ctx.app, user, addressId);
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("Only cash on delivery is supported");
    const webhook = await ctx.app.inject({ method: "POST", url: "/api/payments/stripe/webhook", payload: {} });
    expect(webhook.statusCode).toBe(404);
    expect((await api("POST", "/order/users/payments/cash", user, { addressId })).statusCode).toBe(201);
  });

  it("refuses one key without the other at start", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/must be set together/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_URL: "nowhere" }),
    ).toThrow(/STRIPE_API_URL/);
  });
});

describe("a shop in yen", () => {
  let ctx: TestContext;
  it("charges its totals in yen as they are (0 decimals)", async () => {
    const fake = await startStripeFake();
    const shop = await createShop("Yen cards", {}, { ...stripeEnv(fake), SHOP_CURRENCY: "JPY" });
    ctx = shop.ctx;
    closing.push(async () => {
      await ctx.close();
      await fake.close();
    });
    const { sellerA, categoryId } = shop;
    const product = (await createProduct(ctx, sellerA, categoryId, { price: 1980 })).productId;
    const { user, addressId } = await cardShopper(ctx, product, product);
    const res = await payByCard(ctx.app, user, addressId);
    expect(res.statusCode).toBe(201);
    const session = sessionOf(fake, res.json().orderId);
    expect(session.currency).toBe("jpy");
    expect(session.amount_total).toBe(res.json().totalAmount);
    expect(session.line_items[0]).toMatchObject({ unit_amount: 1980, quantity: 3 });
  });
});
