/**
 * What a delivered part books (docs/decisions/0022), in the transaction that marks it Delivered:
 * the sale (+ what the seller sells the part for), the commission (− the rate in force when the
 * order was placed × the sale, by the pricing module) and, when sellers collect the cash, the cash
 * collected (− what the customer paid for the part). The unique index on an order's entries makes a
 * second booking of the same part impossible.
 */
import { commissionCents } from "@shop/contract";
import type { Tx } from "../../db/client.js";
import { appendEntries, type NewEntry } from "./repository.js";

/** A part as it was fixed at placement. */
export interface DeliveredPart {
  orderId: number;
  sellerId: number;
  sellerTotalCents: number;
  paidCents: number;
  commissionBp: number;
  cashCollectedBy: string;
}

export function entriesOfDelivery(part: DeliveredPart, actorId: number | null): NewEntry[] {
  const base = { sellerId: part.sellerId, orderId: part.orderId, createdBy: actorId };
  const entries: NewEntry[] = [{ ...base, type: "sale", amountCents: part.sellerTotalCents }];
  const commission = commissionCents(part.sellerTotalCents, part.commissionBp);
  if (commission > 0) entries.push({ ...base, type: "commission", amountCents: -commission });
  if (part.cashCollectedBy === "seller" && part.paidCents > 0) {
    entries.push({ ...base, type: "cash_collected", amountCents: -part.paidCents });
  }
  return entries;
}

export async function bookDeliveries(tx: Tx, parts: readonly DeliveredPart[], actorId: number | null): Promise<void> {
  await appendEntries(
    tx,
    parts.flatMap((p) => entriesOfDelivery(p, actorId)),
  );
}
