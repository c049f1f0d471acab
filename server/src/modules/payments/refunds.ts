/**
 * Sending card refunds to Stripe (docs/decisions/0056-card-refunds-through-stripe.md): each pending
 * row is sent once per attempt as `POST /v1/refunds` against the order's PaymentIntent, with the
 * idempotency key of the row and its attempt, so the SDK's retries, a second server or a retried call
 * sending the same row get the same Stripe refund. Stripe's refusal (a 4xx answer: already refunded,
 * more than is left, …) leaves the row failed with Stripe's code until it is retried; a network
 * failure or a 5xx leaves it pending, to be sent again with the same key.
 */
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Config } from "../../config.js";
import type { Refund } from "@shop/contract";
import type { AppDeps, CardRefunds } from "../../core/deps.js";
import type { Db } from "../../db/client.js";
import { retryingTransaction } from "../../db/transaction.js";
import {
  recordStripeAnswer,
  refundIdempotencyKey,
  refundsOf,
  type RefundStatus,
  refundsToSend,
  retryCancelRefund,
  type RefundToSend,
} from "../refunds/repository.js";
import { stripeOf, toStripeAmount } from "./stripe-client.js";

/** Our status of a Stripe refund's: only succeeded and failed (or canceled) are final. */
export function refundStatusOf(status: string | null | undefined): RefundStatus {
  if (status === "succeeded") return "succeeded";
  if (status === "failed" || status === "canceled") return "failed";
  return "pending";
}

/** A refusal Stripe will answer again to the same call: a 4xx other than a conflict or a rate limit. */
function refusalOf(error: unknown): string | null {
  const e = error as { statusCode?: number; code?: string; message?: string; type?: string };
  const status = e.statusCode ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 429) return null;
  return e.code || e.message || "unknown";
}

/** Sends one refund's attempt, as read just before (`refundsToSend`); a row no longer pending is left alone. */
async function sendRefund(db: Db, stripe: Stripe, row: RefundToSend, log?: FastifyBaseLogger): Promise<void> {
  if (row.status !== "pending" || row.stripeRefundId !== null) return;
  const { id, intent } = row;
  const amount = toStripeAmount(row.currency, row.amountCents);
  if (!intent || amount === null) {
    await recordStripeAnswer(db, id, row.attempt, { stripeRefundId: null, status: "failed", failureReason: "unknown" });
    return;
  }
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount,
        metadata: { order_id: String(row.orderId), refund_id: String(row.id) },
      },
      { idempotencyKey: refundIdempotencyKey(row.id, row.attempt) },
    );
    const status = refundStatusOf(refund.status);
    await recordStripeAnswer(db, id, row.attempt, {
      stripeRefundId: refund.id,
      status,
      failureReason: status === "failed" ? (refund.failure_reason ?? "unknown") : null,
    });
  } catch (error) {
    const refused = refusalOf(error);
    if (refused === null) {
      log?.warn({ err: error, refundId: id }, "Stripe did not answer the refund: it stays pending");
      return;
    }
    log?.warn({ refundId: id, reason: refused }, "Stripe refused the refund");
    await recordStripeAnswer(db, id, row.attempt, { stripeRefundId: null, status: "failed", failureReason: refused });
  }
}

/** The server's card refunds: sent one after the other through its Stripe client; none without keys. */
export function cardRefundsOf(db: Db, config: Pick<Config, "stripe">, log?: FastifyBaseLogger): CardRefunds {
  return {
    async send(ids) {
      const stripe = stripeOf(config);
      if (!stripe) return;
      for (const row of await refundsToSend(db, ids)) await sendRefund(db, stripe, row, log);
    },
  };
}

/**
 * Retrying a failed refund of a cancel (`PUT /api/seller/refunds/{id}/retry`): a seller their part's
 * (`sellerId`), an admin any (`sellerId` undefined). Its next attempt is written, then sent; answers the
 * refund as the order's detail shows it.
 */
export async function retryRefund(
  deps: Pick<AppDeps, "db" | "refunds">,
  id: number,
  sellerId: number | undefined,
): Promise<Refund> {
  const row = await retryingTransaction(deps.db, (tx) => retryCancelRefund(tx, id, sellerId));
  await deps.refunds.send([row.id]);
  const shown = await refundsOf(deps.db, row.orderId, sellerId);
  return shown.find((r) => r.refundId === row.id)!;
}
