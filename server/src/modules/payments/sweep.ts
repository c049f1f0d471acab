/**
 * The sweep of card orders whose session ran out (docs/decisions/0050-card-payments-through-stripe.md):
 * an order still "Awaiting payment" after its session's expiry is settled by what Stripe says of the
 * session (paid: placed; open: expired first, so it can no longer be paid; expired: cancelled), even
 * when the event never comes. Several servers may sweep at once: each move is conditional.
 */
import { ORDER_STATUS } from "@shop/contract";
import { and, eq, lt } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client.js";
import { retryingTransaction } from "../../db/transaction.js";
import { orders, payments } from "../../db/schema/index.js";
import { cancelUnpaid } from "./settle.js";
import { settleSession } from "./webhook.js";

const EVERY_MS = 60_000;
/** A little after the session's own expiry, so Stripe's event usually comes first. */
const GRACE_MS = 2 * 60_000;

export async function sweepUnpaidOrders(db: Db, stripe: Stripe | undefined, now = new Date()): Promise<number> {
  const due = await db
    .select({ orderId: payments.orderId, sessionId: payments.checkoutSessionId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(eq(orders.status, ORDER_STATUS.awaitingPayment), lt(payments.expiresAt, new Date(now.getTime() - GRACE_MS))),
    )
    .limit(100);
  let settled = 0;
  for (const { orderId, sessionId } of due) {
    let session: Stripe.Checkout.Session | undefined;
    if (stripe && sessionId) {
      session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "open") session = await stripe.checkout.sessions.expire(sessionId);
    }
    const outcome = await retryingTransaction(db, (tx) =>
      session ? settleSession(tx, session) : cancelUnpaid(tx, orderId).then((c) => (c ? "cancelled" : "")),
    );
    if (outcome === "paid" || outcome === "cancelled") settled += 1;
  }
  return settled;
}

/** Starts the sweep every minute; the returned function stops it. */
export function startUnpaidSweep(db: Db, stripe: Stripe | undefined, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => void sweepUnpaidOrders(db, stripe).catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
