/**
 * Stripe's events, each taken exactly once (docs/decisions/0050-card-payments-through-stripe.md):
 * the event's id is inserted in the transaction of its effect, so a retried, replayed or raced
 * delivery (another server, the same moment) finds it and does nothing. Events are read for what
 * they say about one order, never for their order of arrival: every effect is a conditional move
 * from "Awaiting payment", and every refund's a move of its row from pending (docs/decisions/0056).
 */
import { sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client.js";
import { retryingTransaction, rowsOf } from "../../db/transaction.js";
import { stripeEvents } from "../../db/schema/index.js";
import { confirmRefund } from "../refunds/repository.js";
import { refundStatusOf } from "./refunds.js";
import { cancelUnpaid, markPaid, type PaidOutcome } from "./settle.js";

export type EventOutcome =
  | "duplicate"
  | "ignored"
  | PaidOutcome
  | "cancelled"
  | "not-awaiting"
  | "refund-confirmed"
  | "refund-unchanged";

/**
 * A refund Stripe reports (`refund.updated`, `refund.failed`, or each of a `charge.refunded` charge's
 * refunds): its row takes its status (docs/decisions/0056-card-refunds-through-stripe.md).
 */
async function confirmRefunds(tx: Parameters<typeof markPaid>[0], list: readonly Stripe.Refund[]) {
  let changed = false;
  for (const refund of list) {
    const rowId = refund.metadata?.refund_id;
    const confirmed = await confirmRefund(tx, {
      id: refund.id,
      status: refundStatusOf(refund.status),
      failureReason: refund.failure_reason ?? null,
      rowId: rowId && /^\d{1,9}$/.test(rowId) ? Number(rowId) : null,
    });
    changed ||= confirmed;
  }
  return changed ? "refund-confirmed" : "refund-unchanged";
}

/** The order a session is for: its metadata, else its client reference. */
export function orderIdOfSession(session: Stripe.Checkout.Session): number | null {
  const raw = session.metadata?.order_id ?? session.client_reference_id ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

const paymentIntentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? "");

/** The effect of a session that Stripe reports complete or expired (the webhook's and the sweep's). */
export async function settleSession(
  tx: Parameters<typeof markPaid>[0],
  session: Stripe.Checkout.Session,
): Promise<EventOutcome> {
  const orderId = orderIdOfSession(session);
  if (orderId === null) return "ignored";
  if (session.status === "complete" && session.payment_status === "paid") {
    return markPaid(tx, orderId, {
      paymentIntentId: paymentIntentIdOf(session),
      amountTotal: session.amount_total,
      currency: session.currency,
    });
  }
  if (session.status === "expired") return (await cancelUnpaid(tx, orderId)) ? "cancelled" : "not-awaiting";
  return "ignored";
}

export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<EventOutcome> {
  return retryingTransaction(db, async (tx) => {
    const [fresh] = await rowsOf<{ id: string }>(
      tx.execute(
        sql`insert into ${stripeEvents} (id, type) values (${event.id}, ${event.type}) on conflict (id) do nothing returning id`,
      ),
    );
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
      case "checkout.session.expired":
        return settleSession(tx, event.data.object);
      case "refund.updated":
      case "refund.failed":
        return confirmRefunds(tx, [event.data.object]);
      case "charge.refunded":
        return confirmRefunds(tx, event.data.object.refunds?.data ?? []);
      default:
        return "ignored";
    }
  });
}
