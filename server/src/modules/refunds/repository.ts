/**
 * Card refunds, the rows (docs/decisions/0056-card-refunds-through-stripe.md): what an order owes its
 * customer back on their card, one row per refund — the whole order's ("order"), a cancelled part's
 * ("part:{sellerId}") or a refunded return's ("return:{id}") — written in the transaction that owes it,
 * so a retried cancel or refund finds the row (unique per order and purpose) instead of owing twice.
 * Stripe is asked for it afterwards (modules/payments/refunds.ts) with the idempotency key of the row
 * and its attempt; Stripe's events confirm it. This module sits below orders, seller, returns and
 * payments, which all write or read these rows.
 */
import { CARD_PAYMENT, currencyDigits, ERROR_CODES, fromMinor, MSG, type Refund } from "@shop/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { conflict, notFound } from "../../core/errors.js";
import type { Db, Tx } from "../../db/client.js";
import { orders, payments, refunds, sellerProfiles } from "../../db/schema/index.js";
import { sellerNameOf } from "../catalog/product-repository.js";

export type RefundStatus = Refund["status"];

/** The key Stripe is sent a refund's attempt with: a retry of the same attempt is the same refund. */
export const refundIdempotencyKey = (id: number, attempt: number) => `marigold-refund-${id}-${attempt}`;

/** A payment's Stripe PaymentIntent when it was paid by card, else null. */
function intentOf(payment: { method: string | null; intent: string | null } | undefined): string | null {
  if (!payment || payment.method !== CARD_PAYMENT.paymentMethod || payment.intent === null) return null;
  // Paid means Stripe reported the PaymentIntent (payments/settle.ts); an unpaid card order has none.
  // (The payment's status follows the order's afterwards, so it says nothing of the card.)
  return payment.intent.startsWith("pi_") ? payment.intent : null;
}

/** The order's Stripe PaymentIntent when it was paid by card, else null. */
export async function cardPaymentOf(tx: Tx | Db, orderId: number): Promise<string | null> {
  const [payment] = await tx
    .select({ method: payments.method, intent: payments.pgPaymentId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return intentOf(payment);
}

/**
 * Writes the refunds an order owes (or finds those already written for the same purposes), in one
 * insert; answers their ids.
 */
async function owe(
  tx: Tx,
  orderId: number,
  rows: readonly { sellerId: number | null; returnId: number | null; purpose: string; amountCents: number }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  await tx
    .insert(refunds)
    .values(rows.map((r) => ({ ...r, orderId })))
    .onConflictDoNothing();
  const owed = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        inArray(
          refunds.purpose,
          rows.map((r) => r.purpose),
        ),
      ),
    )
    .orderBy(asc(refunds.id));
  return owed.map((r) => r.id);
}

/**
 * A card order's cancellation owes its customer what they paid for what was cancelled: with `parts`,
 * each part's paid amount as placement fixed it (`paidCents`, the pricing module's `sellerParts`);
 * without, the whole order's total less what its earlier refunds owe. Answers the rows' ids (none for
 * an order not paid by card). Called in the cancelling transaction, after its conditional move.
 */
export async function oweCancelRefunds(
  tx: Tx,
  orderId: number,
  parts?: readonly { sellerId: number; paidCents: number }[],
): Promise<number[]> {
  if ((await cardPaymentOf(tx, orderId)) === null) return [];
  if (parts) {
    return owe(
      tx,
      orderId,
      parts
        .filter((p) => p.paidCents > 0)
        .map((p) => ({
          sellerId: p.sellerId,
          returnId: null,
          purpose: `part:${p.sellerId}`,
          amountCents: p.paidCents,
        })),
    );
  }
  const [order] = await tx.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, orderId));
  const [owed] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  const amountCents = (order?.total ?? 0) - Number(owed?.cents ?? 0);
  if (amountCents <= 0) return [];
  return owe(tx, orderId, [{ sellerId: null, returnId: null, purpose: "order", amountCents }]);
}

export interface RefundRow {
  id: number;
  orderId: number;
  sellerId: number | null;
  returnId: number | null;
  amountCents: number;
  status: RefundStatus;
  attempt: number;
  stripeRefundId: string | null;
  failureReason: string | null;
}

const rowColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  sellerId: refunds.sellerId,
  returnId: refunds.returnId,
  amountCents: refunds.amountCents,
  status: sql<RefundStatus>`${refunds.status}`,
  attempt: refunds.attempt,
  stripeRefundId: refunds.stripeRefundId,
  failureReason: refunds.failureReason,
};

export async function refundById(tx: Tx | Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select(rowColumns).from(refunds).where(eq(refunds.id, id));
  return row;
}

/** A refund to send to Stripe: its row, its order's currency and the PaymentIntent it was paid with. */
export interface RefundToSend extends RefundRow {
  currency: string;
  intent: string | null;
}

/** The rows of these refunds with what sending them needs, in one read (oldest first). */
export async function refundsToSend(db: Db, ids: readonly number[]): Promise<RefundToSend[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...rowColumns, currency: orders.currency, method: payments.method, paid: payments.pgPaymentId })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(payments, eq(payments.orderId, refunds.orderId))
    .where(inArray(refunds.id, [...ids]))
    .orderBy(asc(refunds.id));
  return rows.map(({ method, paid, ...row }) => ({ ...row, intent: intentOf({ method, intent: paid }) }));
}

/**
 * A return's card refund, owed under the return's row lock (the caller holds it): the row of the
 * return, written now, or — when Stripe refused its last attempt — that row moved back to pending as
 * its next attempt (a new idempotency key: Stripe keeps the refused answer under the old one).
 */
export async function oweReturnRefund(
  tx: Tx,
  ret: { id: number; orderId: number; sellerId: number; refundCents: number },
): Promise<number> {
  const [id] = await owe(tx, ret.orderId, [
    { sellerId: ret.sellerId, returnId: ret.id, purpose: `return:${ret.id}`, amountCents: ret.refundCents },
  ]);
  await retryFailed(tx, id!);
  return id!;
}

/** Moves a failed refund to its next attempt; answers whether it was failed. */
export async function retryFailed(tx: Tx, id: number): Promise<boolean> {
  const moved = await tx
    .update(refunds)
    .set({
      status: "pending",
      attempt: sql`${refunds.attempt} + 1`,
      stripeRefundId: null,
      failureReason: null,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, id), eq(refunds.status, "failed")))
    .returning({ id: refunds.id });
  return moved.length > 0;
}

/**
 * What Stripe answered to an attempt: the refund it created (with its status), or its refusal. Only
 * the attempt that was sent is written, and only while it is still pending with no refund of Stripe's
 * known, so a late answer cannot undo a retry or an event.
 */
export async function recordStripeAnswer(
  db: Db,
  id: number,
  attempt: number,
  answer: { stripeRefundId: string | null; status: RefundStatus; failureReason: string | null },
): Promise<void> {
  await db
    .update(refunds)
    .set({ ...answer, updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.attempt, attempt),
        eq(refunds.status, "pending"),
        sql`(${refunds.stripeRefundId} is null or ${refunds.stripeRefundId} = ${answer.stripeRefundId})`,
      ),
    );
}

/**
 * Stripe's event about one of its refunds: the row (found by Stripe's id, else by the row id in the
 * refund's metadata, for an event that came before the creation's answer was written) takes its
 * status. Only a change is written — pending → succeeded | failed, succeeded → failed — so the same
 * confirmation twice changes nothing. Answers whether a row changed.
 */
export async function confirmRefund(
  tx: Tx,
  refund: { id: string; status: RefundStatus; failureReason: string | null; rowId: number | null },
): Promise<boolean> {
  const from = refund.status === "failed" ? ["pending", "succeeded"] : refund.status === "succeeded" ? ["pending"] : [];
  if (from.length === 0) return false;
  const byStripe = eq(refunds.stripeRefundId, refund.id);
  const match =
    refund.rowId === null
      ? byStripe
      : sql`(${byStripe} or (${refunds.id} = ${refund.rowId} and ${refunds.stripeRefundId} is null))`;
  const changed = await tx
    .update(refunds)
    .set({
      status: refund.status,
      stripeRefundId: refund.id,
      failureReason: refund.status === "failed" ? (refund.failureReason ?? "unknown") : null,
      updatedAt: new Date(),
    })
    .where(and(match, sql`${refunds.status} in ${from}`))
    .returning({ id: refunds.id });
  return changed.length > 0;
}

/** The order's refunds as its detail shows them, oldest first; a seller's only of their part. */
export async function refundsOf(db: Db | Tx, orderId: number, sellerId?: number): Promise<Refund[]> {
  const rows = await db
    .select({
      ...rowColumns,
      createdAt: refunds.createdAt,
      currency: orders.currency,
      sellerName: sellerNameOf(sellerProfiles.displayName, refunds.sellerId),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, refunds.sellerId))
    .where(and(eq(refunds.orderId, orderId), sellerId === undefined ? undefined : eq(refunds.sellerId, sellerId)))
    .orderBy(asc(refunds.id));
  return rows.map((r) => ({
    refundId: r.id,
    amount: fromMinor(r.amountCents, currencyDigits(r.currency)),
    status: r.status,
    failureReason: r.status === "failed" ? (r.failureReason ?? "unknown") : null,
    sellerName: r.sellerId === null ? null : r.sellerName,
    returnId: r.returnId,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Retrying a failed refund of a cancel (`PUT /api/seller/refunds/{id}/retry`): its seller's, or any
 * for an admin (`sellerId` undefined). Out of sight → 404; a return's (retried by refunding the return
 * again, which books it) or one not failed → 409. Answers the row moved to its next attempt.
 */
export async function retryCancelRefund(tx: Tx, id: number, sellerId: number | undefined): Promise<RefundRow> {
  const [row] = await tx.select(rowColumns).from(refunds).where(eq(refunds.id, id)).for("update");
  if (!row || (sellerId !== undefined && row.sellerId !== sellerId)) throw notFound(MSG.refundNotFound);
  if (row.returnId !== null) throw conflict(MSG.refundOfReturnRetry, ERROR_CODES.invalidStatusChange);
  if (!(await retryFailed(tx, id))) throw conflict(MSG.refundNotRetryable, ERROR_CODES.invalidStatusChange);
  return row;
}

/** The `refunds` of an order's detail: absent when it has none (an answer as it was before card refunds). */
export async function refundsField(db: Db | Tx, orderId: number, sellerId?: number): Promise<{ refunds?: Refund[] }> {
  const list = await refundsOf(db, orderId, sellerId);
  return list.length > 0 ? { refunds: list } : {};
}
