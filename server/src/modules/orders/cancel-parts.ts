/**
 * What cancelling parts of an order undoes, inside the cancelling transaction
 * (docs/decisions/0043-cancelling-one-part.md): the parts' stock comes back, and each part that was
 * invoiced is credited once — the seller's own credit note when its seller issued the invoice
 * (decision 0040), else a shop credit note of the part's lines, shipping share and tax as placement
 * fixed them, or of the whole order when every part is cancelled at once (decision 0030). The callers
 * pass only the parts their conditional update moved to Cancelled, so nothing is returned or credited twice.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderItems } from "../../db/schema/index.js";
import { creditOf, fixedInvoiceIssuer, issueCreditNote, issueSellerCreditNote } from "./invoices.js";
import { releaseRedemption } from "../promotions/repository.js";
import { lockProductsOf, returnStock } from "./stock.js";

/**
 * Undoes the cancelled parts of `sellerIds`; `whole` when they are all the order's parts and none was
 * cancelled before (then every line of the order comes back and the shop credits the whole order);
 * `orderCancelled` when nothing of the order is left, so its code's use comes back.
 */
export async function undoCancelledParts(
  tx: Tx,
  orderId: number,
  sellerIds: readonly number[],
  whole: boolean,
  reason: string,
  orderCancelled = false,
) {
  if (orderCancelled) await releaseRedemption(tx, orderId);
  const sellers = [...sellerIds].sort((a, b) => a - b);
  const lines = await tx
    .select({
      variantId: sql<number>`${orderItems.variantId}`,
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        whole ? undefined : inArray(orderItems.sellerId, sellers),
        isNotNull(orderItems.variantId),
      ),
    )
    .groupBy(orderItems.variantId, orderItems.productId)
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  if (lines.length > 0) {
    // Same lock order as placement, then one restoring update of the variants.
    await lockProductsOf(tx, [...new Set(lines.map((l) => l.productId))]);
    await returnStock(tx, lines);
  }
  // An invoice once issued stays issued: a credit note against it gives back what was cancelled.
  if ((await fixedInvoiceIssuer(tx, orderId)) === "seller") {
    for (const sellerId of sellers) {
      await issueSellerCreditNote(tx, orderId, sellerId, await creditOf(tx, orderId, sellerId), reason);
    }
    return;
  }
  if (whole) {
    await issueCreditNote(tx, orderId, await creditOf(tx, orderId), reason);
    return;
  }
  for (const sellerId of sellers) {
    await issueCreditNote(tx, orderId, await creditOf(tx, orderId, sellerId), reason);
  }
}
