/**
 * A card order's Stripe Checkout Session (docs/decisions/0050-card-payments-through-stripe.md):
 * mode `payment`, the order's lines, shipping and added tax as line items in the shop's currency,
 * the order's id in `metadata` and `client_reference_id`, and an idempotency key of the order, so a
 * retried placement (or the SDK's own retry) answers the same session instead of a second one.
 */
import { asc, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client.js";
import { orderItems, orders, payments } from "../../db/schema/index.js";
import { toStripeAmount } from "./stripe-client.js";

/** How long Stripe keeps a session open (its least is 30 minutes); the order waits as long. */
export const SESSION_MINUTES = 60;

export const sessionIdempotencyKey = (orderId: number) => `marigold-order-${orderId}-checkout`;

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const item = (currency: string, name: string, unitAmount: number, quantity = 1): LineItem => ({
  quantity,
  price_data: { currency, unit_amount: unitAmount, product_data: { name } },
});

/**
 * The order's line items, adding up to its total exactly: each line at its price, shipping, and the
 * tax when it is added. An order with a code's discount is one line of its total (Checkout's line
 * items cannot be negative, and a coupon per order would be a second object to keep).
 */
export async function lineItemsOf(db: Db, orderId: number): Promise<{ items: LineItem[]; amount: number } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const currency = order.currency.toLowerCase();
  const amount = toStripeAmount(order.currency, order.totalCents);
  if (amount === null) return null;
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const stripe = (minor: number) => toStripeAmount(order.currency, minor) as number;
  const items: LineItem[] = lines.map((l) => item(currency, l.productName, stripe(l.unitPriceCents), l.quantity));
  if (order.shippingCents > 0) items.push(item(currency, "Shipping", stripe(order.shippingCents)));
  if (!order.pricesIncludeTax && order.taxCents > 0) items.push(item(currency, "Tax", stripe(order.taxCents)));
  const sum = items.reduce((s, i) => s + (i.price_data!.unit_amount as number) * (i.quantity ?? 1), 0);
  if (order.discountCents > 0 || sum !== amount) {
    return { items: [item(currency, `Order #${orderId}`, amount)], amount };
  }
  return { items, amount };
}

export interface CreatedSession {
  id: string;
  url: string;
}

/** Creates (or, with the same key, finds again) the order's session and keeps its id on the payment. */
export async function createCheckoutSession(
  stripe: Stripe,
  db: Db,
  orderId: number,
  storefrontUrl: string,
  email: string,
  expiresAt: Date,
): Promise<CreatedSession> {
  const lines = await lineItemsOf(db, orderId);
  if (!lines) throw new Error(`order ${orderId} cannot be paid by card`);
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: lines.items,
      client_reference_id: String(orderId),
      metadata: { order_id: String(orderId) },
      payment_intent_data: { metadata: { order_id: String(orderId) }, transfer_group: `order-${orderId}` },
      customer_email: email,
      expires_at: Math.floor(expiresAt.getTime() / 1000),
      success_url: `${storefrontUrl}/checkout/success?order=${orderId}`,
      cancel_url: `${storefrontUrl}/checkout/cancel?order=${orderId}`,
    },
    { idempotencyKey: sessionIdempotencyKey(orderId) },
  );
  await db.update(payments).set({ checkoutSessionId: session.id }).where(eq(payments.orderId, orderId));
  return { id: session.id, url: session.url ?? "" };
}
