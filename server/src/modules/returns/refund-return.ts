/**
 * A received return is refunded (docs/decisions/0046-returns-and-refunds.md): the one who holds the
 * customer's cash paid the amount fixed on receipt back, by `method`, under `reference` (a refund counts
 * as paid only with one). In one transaction: the conditional move received → refunded, and the seller's
 * ledger entries of it, keyed by the return so a retry books nothing twice:
 * `refund` − the seller's share of the units as their sale booked it, `commission_reversal` + the
 * commission booked on that share, and, when the seller collected the cash (`cash_collected_by` =
 * seller on the part), `cash_refunded` + what the seller paid back.
 */
import { MSG, type Return, type ReturnRefundInput } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { sellerShipments } from "../../db/schema/index.js";
import { retryingTransaction } from "../../db/transaction.js";
import { badRequest } from "../../core/errors.js";
import { mailShopIn } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import type { Actor } from "../orders/history.js";
import { appendEntries, type NewEntry } from "../ledger/repository.js";
import { customerOf, moveOrRefuse } from "./decide-return.js";
import { decisionMail } from "./mails.js";
import { type ReturnRow, type ReturnScope, toReturns } from "./repository.js";
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
  deps: ReturnsDeps,
  id: number,
  scope: ReturnScope,
  actor: Actor,
  input: ReturnRefundInput,
): Promise<Return> {
  if (input.method === "card") throw badRequest(MSG.refundByCardUnavailable, { method: MSG.refundByCardUnavailable });
  const shop = await deps.shop();
  const answer = await retryingTransaction(deps.db, async (tx) => {
    const row = await moveOrRefuse(tx, id, ["received"], "refunded", scope, actor, {
      refundMethod: input.method,
      refundReference: input.reference,
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
