/** The card payment tests' shop: a Stripe fake, a shop with its keys, a customer and two sellers' products. */
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { App } from "../../core/deps.js";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  createProduct,
  createShop,
  createUser,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type StripeFake, startStripeFake } from "../../test/stripe-fake.js";

export const stripeEnv = (fake: StripeFake) => ({
  STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
});

export async function createCardShop(name: string) {
  const fake = await startStripeFake();
  const shop = await createShop(name, {}, stripeEnv(fake));
  const { ctx, sellerA, sellerB, categoryId } = shop;
  const productA = (await createProduct(ctx, sellerA, categoryId, { price: 12.5, quantity: 20 })).productId;
  const productB = (await createProduct(ctx, sellerB, categoryId, { price: 7.25, quantity: 20 })).productId;
  return { ...shop, fake, productA, productB };
}

/** A customer with a saved address and a cart of 2 of A's and 1 of B's. */
export async function cardShopper(ctx: TestContext, productA: number, productB: number) {
  const user = await createUser(ctx);
  const addressId = await addAddress(ctx, user);
  await addToCart(ctx, user, productA, 2);
  await addToCart(ctx, user, productB, 1);
  return { user, addressId };
}

export const payByCard = (app: App, user: TestUser, addressId: number, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/order/users/payments/card",
    headers: { ...user.auth, ...headers },
    payload: { addressId },
  });

/** Delivers a signed event to the app's webhook. */
export function deliver(app: App, fake: StripeFake, event: Stripe.Event, secret?: string) {
  const { payload, headers } = fake.signed(event, secret);
  return app.inject({ method: "POST", url: "/api/payments/stripe/webhook", headers, payload });
}

export async function stockOf(ctx: TestContext, productId: number): Promise<number> {
  const [row] = await rowsOf<{ q: number }>(
    ctx.database.db.execute(sql`select sum(quantity)::int as q from product_variants where product_id = ${productId}`),
  );
  return Number(row?.q);
}

export async function cartLines(ctx: TestContext, userId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx.database.db.execute(
      sql`select count(*)::int as n from cart_items i join carts c on c.id = i.cart_id where c.user_id = ${userId}`,
    ),
  );
  return Number(row?.n);
}

export async function countOf(ctx: TestContext, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(ctx.database.db.execute(query));
  return Number(row?.n);
}

/** The session the fake created for the order. */
export const sessionOf = (fake: StripeFake, orderId: number) =>
  [...fake.sessions.values()].find((s) => s.metadata.order_id === String(orderId))!;

/** A card order of cardShopper's cart, paid through the fake (its webhook delivered): the order and its PaymentIntent. */
export async function paidCardOrder(ctx: TestContext, fake: StripeFake, productA: number, productB: number) {
  const { user, addressId } = await cardShopper(ctx, productA, productB);
  const placed = await payByCard(ctx.app, user, addressId);
  if (placed.statusCode !== 201) throw new Error(`card order failed: ${placed.statusCode} ${placed.body}`);
  const orderId = placed.json().orderId as number;
  const session = sessionOf(fake, orderId);
  const paid = await deliver(ctx.app, fake, fake.pay(session.id));
  if (paid.statusCode !== 200) throw new Error(`payment event failed: ${paid.statusCode} ${paid.body}`);
  return { user, addressId, orderId, intent: session.payment_intent!, charged: session.amount_total };
}

/** The refunds the fake made against a PaymentIntent. */
export const stripeRefundsOf = (fake: StripeFake, intent: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_intent === intent);

/** The shop's refund rows of an order, oldest first. */
export const refundRowsOf = (ctx: TestContext, orderId: number) =>
  rowsOf<{
    id: number;
    seller_id: number | null;
    return_id: number | null;
    amount_cents: number;
    status: string;
    attempt: number;
    stripe_refund_id: string | null;
    failure_reason: string | null;
  }>(
    ctx.database.db.execute(
      sql`select id, seller_id, return_id, amount_cents, status, attempt, stripe_refund_id, failure_reason from refunds where order_id = ${orderId} order by id`,
    ),
  );
