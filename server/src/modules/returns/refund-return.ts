/**
 * A received return is refunded (docs/decisions/0046-returns-and-refunds.md): the one who holds the
 * customer's cash paid the amount fixed on receipt back, by `method`, under `reference` (a refund counts
 * as paid only with one). In one transaction: the conditional move received → refunded, and the seller's
 * ledger entries of it, keyed by the return so a retry books nothing twice:
 * `refund` − the seller's share of the units as their sale booked it, `commission_reversal` + the
 * commission booked on that share, and, when the seller collected the cash (`cash_collected_by` =
 * seller on the part), `cash_refunded` + what the seller paid back.
 *
 * By card (docs/decisions/0056-card-refunds-through-stripe.md), only on an order paid by card: under the
 * return's row lock, the return's refund row is written (or its failed attempt moved to the next), then
 * sent to Stripe outside any transaction with the row's idempotency key, and only once Stripe has taken
 * it does the same move and booking as above happen, with Stripe's refund id as the reference. Two calls
 * at once send one row with one key (one Stripe refund) and only one of them moves the return. A refusal
 * leaves the return received and the row failed with Stripe's reason; calling again retries it.
 */
import { ERROR_CODES, MSG, type Return, type ReturnRefundInput } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { returns, sellerShipments } from "../../db/schema/index.js";
import { retryingTransaction } from "../../db/transaction.js";
import { AppError, badRequest, notFound } from "../../core/errors.js";
import type { CardRefunds } from "../../core/deps.js";
import { mailShopIn } from "../../mail/layout.js";
import { cardPaymentOf, oweReturnRefund, refundById } from "../refunds/repository.js";
import { enqueueMail } from "../outbox/outbox.js";
import type { Actor } from "../orders/history.js";
import { appendEntries, type NewEntry } from "../ledger/repository.js";
import { customerOf, moveOrRefuse, refusal } from "./decide-return.js";
import { decisionMail } from "./mails.js";
import { findReturnRow, type ReturnRow, type ReturnScope, toReturns } from "./repository.js";
import type { ReturnsDeps } from "./request-return.js";

/** The seller's entries of a refunded return (none for amounts of 0). */
export function entriesOfRefund(row: ReturnRow, cashCollectedBy: string, actorId: number | null): NewEntry[] {
  const base = {
    sellerId: row.sellerId,
    orderId: row.orderId,
    returnId: row.id,
    reference: row.refundReference,
    createdBy: actorId,
  };
  const entries: NewEntry[] = [];
  if (row.saleCents > 0) entries.push({ ...base, type: "refund", amountCents: -row.saleCents });
  if (row.commissionCents > 0) entries.push({ ...base, type: "commission_reversal", amountCents: row.commissionCents });
  if (cashCollectedBy === "seller" && row.refundCents > 0) {
    entries.push({ ...base, type: "cash_refunded", amountCents: row.refundCents });
  }
  return entries;
}

export async function refundReturn(
  deps: ReturnsDeps & { refunds?: CardRefunds },
  id: number,
  scope: ReturnScope,
  actor: Actor,
  input: ReturnRefundInput,
): Promise<Return> {
  if (input.method === "card") return refundByCard(deps, id, scope, actor);
  return settleRefund(deps, id, scope, actor, input.method, input.reference ?? "");
}

/** The move received → refunded, the seller's entries and the customer's mail, in one transaction. */
async function settleRefund(
  deps: ReturnsDeps,
  id: number,
  scope: ReturnScope,
  actor: Actor,
  method: ReturnRefundInput["method"],
  reference: string,
): Promise<Return> {
  const shop = await deps.shop();
  const answer = await retryingTransaction(deps.db, async (tx) => {
    const row = await moveOrRefuse(tx, id, ["received"], "refunded", scope, actor, {
      refundMethod: method,
      refundReference: reference,
    });
    const [part] = await tx
      .select({ cashCollectedBy: sellerShipments.cashCollectedBy })
      .from(sellerShipments)
      .where(and(eq(sellerShipments.orderId, row.orderId), eq(sellerShipments.sellerId, row.sellerId)));
    const cashCollectedBy = part?.cashCollectedBy ?? "platform";
    await appendEntries(tx, entriesOfRefund(row, cashCollectedBy, actor.id));
    const [moved] = await toReturns(tx, [row]);
    const customer = await customerOf(tx, row.orderId);
    const payer = cashCollectedBy === "seller" ? moved!.sellerName : shop.shopName;
    if (customer) {
      await enqueueMail(tx, decisionMail(mailShopIn(shop, customer.language), customer.email, moved!, "refunded", payer));
    }
    return moved!;
  });
  deps.outbox.nudge();
  return answer;
}

async function refundByCard(
  deps: ReturnsDeps & { refunds?: CardRefunds },
  id: number,
  scope: ReturnScope,
  actor: Actor,
): Promise<Return> {
  const refundId = await retryingTransaction(deps.db, async (tx) => {
    if (!(await findReturnRow(tx, id, scope))) throw notFound(MSG.returnNotFound);
    // The return's row lock: two refunds of it at once write and retry its refund row one after the other.
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
    if (row?.status !== "received") return refusal(tx, id, scope);
    if ((await cardPaymentOf(tx, row.orderId)) === null || row.refundCents <= 0) {
      throw badRequest(MSG.refundByCardNotPaidByCard, { method: MSG.refundByCardNotPaidByCard });
    }
    return oweReturnRefund(tx, row);
  });
  await deps.refunds?.send([refundId]);
  const refund = await refundById(deps.db, refundId);
  if (refund?.status === "failed") {
    throw new AppError(ERROR_CODES.unavailable, MSG.cardRefundRefused(refund.failureReason ?? "unknown"));
  }
  if (!refund?.stripeRefundId) throw new AppError(ERROR_CODES.unavailable, MSG.cardRefundNotSent);
  return settleRefund(deps, id, scope, actor, "card", refund.stripeRefundId);
}
