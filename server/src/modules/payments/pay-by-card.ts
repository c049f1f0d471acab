/**
 * Placing an order paid by card (docs/decisions/0050-card-payments-through-stripe.md): the order is
 * placed "Awaiting payment" in the one placement transaction (stock taken, code redeemed), then its
 * Checkout Session is created outside it, with the order's idempotency key. A retry of the placement
 * (its Idempotency-Key) finds the same order and, through the same key and the same expiry, the same
 * session. A session Stripe refuses to create leaves nothing: the order is cancelled at once.
 */
import { CARD_PAYMENT, ERROR_CODES, MSG, ORDER_STATUS } from "@shop/contract";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../core/errors.js";
import type { AuthUser } from "../../core/user.js";
import { retryingTransaction } from "../../db/transaction.js";
import { payments } from "../../db/schema/index.js";
import { type OrderPlacement, type PlaceOrderResult, placeOrder } from "../orders/place-order.js";
import { createCheckoutSession, SESSION_MINUTES } from "./checkout-session.js";
import { cancelUnpaid } from "./settle.js";

export async function placeCardOrder(
  placement: OrderPlacement,
  stripe: Stripe,
  user: AuthUser,
  input: Parameters<typeof placeOrder>[3],
  idempotencyKey: string | undefined,
  log: FastifyBaseLogger,
  /** The request's `Accept-Language`: the order keeps the offered language it asks for (docs/decisions/0051). */
  acceptLanguage?: string,
): Promise<PlaceOrderResult> {
  const expiresAt = new Date(Date.now() + SESSION_MINUTES * 60_000);
  const result = await placeOrder(placement, user, { method: "card", expiresAt }, input, idempotencyKey, acceptLanguage);
  const { order } = result;
  // A replay of an order paid since, cancelled, or placed for cash: nothing left to pay.
  if (order.paymentDTO.paymentMethod !== CARD_PAYMENT.paymentMethod) return result;
  if (order.orderStatus !== ORDER_STATUS.awaitingPayment) return result;
  const [payment] = await placement.db
    .select({ expiresAt: payments.expiresAt })
    .from(payments)
    .where(eq(payments.orderId, order.orderId));
  try {
    const session = await createCheckoutSession(
      stripe,
      placement.db,
      order.orderId,
      placement.storefrontUrl,
      order.email,
      payment?.expiresAt ?? expiresAt,
    );
    return { ...result, order: { ...order, paymentUrl: session.url } };
  } catch (error) {
    log.error({ err: error, orderId: order.orderId }, "Stripe refused the checkout session: the order is cancelled");
    await retryingTransaction(placement.db, (tx) => cancelUnpaid(tx, order.orderId));
    throw new AppError(ERROR_CODES.unavailable, MSG.cardPaymentFailed);
  }
}
