/**
 * What Stripe's answer does to a card order (docs/decisions/0050-card-payments-through-stripe.md),
 * inside the transaction that also keeps the event's id. Each move is a conditional update from
 * "Awaiting payment": of a completed and an expired session of one order, on however many servers,
 * only the first to commit changes anything, and the stock and the code's use move exactly once.
 */
import { ORDER_STATUS, PAYMENT_STATUS } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { carts, orders, payments, sellerShipments } from "../../db/schema/index.js";
import type { Mail } from "../../mail/mailer.js";
import { undoCancelledParts } from "../orders/cancel-parts.js";
import { type Actor, recordEvents } from "../orders/history.js";
import { mailsInsert } from "../outbox/outbox.js";
import { toStripeAmount } from "./stripe-client.js";

const SYSTEM: Actor = { id: null, role: "system" };

/** What a completed session says: its payment, amount and currency as Stripe reports them. */
export interface PaidSession {
  paymentIntentId: string;
  amountTotal: number | null;
  currency: string | null;
}

export type PaidOutcome = "paid" | "not-awaiting" | "amount-mismatch";

/**
 * The order is paid: "Order Placed", the payment succeeded, the held placement mails go out and the
 * cart is emptied. An amount or currency other than the order's is never marked paid.
 */
export async function markPaid(tx: Tx, orderId: number, paid: PaidSession): Promise<PaidOutcome> {
  const [order] = await tx
    .select({ status: orders.status, total: orders.totalCents, currency: orders.currency, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!order || order.status !== ORDER_STATUS.awaitingPayment) return "not-awaiting";
  const expected = toStripeAmount(order.currency, order.total);
  if (paid.amountTotal !== expected || paid.currency?.toLowerCase() !== order.currency.toLowerCase()) {
    await tx
      .update(payments)
      .set({ pgResponseMessage: `Stripe reported ${paid.amountTotal} ${paid.currency}, not the order's total` })
      .where(eq(payments.orderId, orderId));
    return "amount-mismatch";
  }
  await tx.update(orders).set({ status: ORDER_STATUS.placed }).where(eq(orders.id, orderId));
  const parts = await tx
    .update(sellerShipments)
    .set({ status: ORDER_STATUS.placed, updatedAt: new Date() })
    .where(and(eq(sellerShipments.orderId, orderId), eq(sellerShipments.status, ORDER_STATUS.awaitingPayment)))
    .returning({ sellerId: sellerShipments.sellerId });
  const [held] = await tx.select({ mails: payments.heldMails }).from(payments).where(eq(payments.orderId, orderId));
  await tx
    .update(payments)
    .set({
      pgPaymentId: paid.paymentIntentId,
      pgStatus: PAYMENT_STATUS.succeeded,
      pgResponseMessage: "Paid by card",
      heldMails: null,
    })
    .where(eq(payments.orderId, orderId));
  await releaseHeldMails(tx, held?.mails as Mail[] | null);
  await recordEvents(tx, orderId, SYSTEM, [
    { sellerId: null, status: ORDER_STATUS.placed },
    ...parts.map((p) => ({ sellerId: p.sellerId, status: ORDER_STATUS.placed })),
  ]);
  if (order.userId !== null) await tx.delete(carts).where(eq(carts.userId, order.userId));
  return "paid";
}

/**
 * The session ended unpaid (expired, or the sweep found it so): the order is cancelled, its stock
 * and its code's use come back; the cart was never emptied, so it still holds the items. No mail:
 * the shopper was never told the order was placed.
 */
export async function cancelUnpaid(tx: Tx, orderId: number): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.awaitingPayment)))
    .returning({ id: orders.id });
  if (!cancelled) return false;
  const parts = await tx
    .update(sellerShipments)
    .set({ status: ORDER_STATUS.cancelled, updatedAt: new Date() })
    .where(eq(sellerShipments.orderId, orderId))
    .returning({ sellerId: sellerShipments.sellerId });
  await tx
    .update(payments)
    .set({ pgStatus: PAYMENT_STATUS.cancelled, pgResponseMessage: "Card payment not completed", heldMails: null })
    .where(eq(payments.orderId, orderId));
  await recordEvents(tx, orderId, SYSTEM, [
    { sellerId: null, status: ORDER_STATUS.cancelled },
    ...parts.map((p) => ({ sellerId: p.sellerId, status: ORDER_STATUS.cancelled })),
  ]);
  await undoCancelledParts(
    tx,
    orderId,
    parts.map((p) => p.sellerId),
    true,
    "Card payment not completed",
    true,
  );
  return true;
}

/** Queues the placement mails a card order held until it was paid. */
export async function releaseHeldMails(tx: Tx, mails: Mail[] | null | undefined): Promise<void> {
  if (mails && mails.length > 0) await mailsInsert(tx, mails);
}
