/**
 * A customer cancels their own order while it is still `Order Placed` (docs/product/api.md §6):
 * status, stock and payment change in one transaction, so the stock comes back exactly once.
 */
import { ERROR_CODES, MSG, ORDER_STATUS } from "@shop/contract";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { retryingTransaction } from "../../db/transaction.js";
import { orderItems, orders, payments, sellerShipments } from "../../db/schema/index.js";
import { conflict, notFound } from "../../core/errors.js";
import { customerActor, recordEvents } from "./history.js";
import { findOwnOrder } from "./repository.js";
import { CANCELLABLE_STATUS, paymentStatusOf } from "./status.js";
import { releaseRedemption } from "../promotions/repository.js";
import { lockProductsOf, returnStock } from "./stock.js";
import { type OrderMailing, queueCancelMails } from "./order-mails.js";
import { creditOf, fixedInvoiceIssuer, issueCreditNote, issueSellerCreditNote } from "./invoices.js";

export async function cancelOrder(deps: OrderMailing, userId: number, orderId: number) {
  const { db } = deps;
  const shop = await deps.shop();
  await retryingTransaction(db, async (tx) => {
    const [cancelled] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.cancelled })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, CANCELLABLE_STATUS)))
      .returning({ id: orders.id });
    if (!cancelled) {
      const [own] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!own) throw notFound(MSG.orderNotFound);
      throw conflict(MSG.orderNotCancellable, ERROR_CODES.notCancellable);
    }
    const lines = await tx
      .select({
        variantId: sql<number>`${orderItems.variantId}`,
        productId: orderItems.productId,
        quantity: sql<number>`sum(${orderItems.quantity})::int`,
      })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
      .groupBy(orderItems.variantId, orderItems.productId)
      .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
    if (lines.length > 0) {
      // Same lock order as placement, then one restoring update of the variants.
      await lockProductsOf(tx, [...new Set(lines.map((l) => l.productId))]);
      await returnStock(tx, lines);
    }
    // A code's use comes back with the order.
    await releaseRedemption(tx, orderId);
    await tx
      .update(payments)
      .set({ pgStatus: paymentStatusOf(ORDER_STATUS.cancelled) })
      .where(eq(payments.orderId, orderId));
    const parts = await tx
      .update(sellerShipments)
      .set({ status: ORDER_STATUS.cancelled, updatedAt: new Date() })
      .where(eq(sellerShipments.orderId, orderId))
      .returning({ sellerId: sellerShipments.sellerId });
    await recordEvents(tx, orderId, customerActor({ id: userId }), [
      { sellerId: null, status: ORDER_STATUS.cancelled },
      ...parts.map((p) => ({ sellerId: p.sellerId, status: ORDER_STATUS.cancelled })),
    ]);
    // An invoice once issued stays issued: a credit note against it credits the whole order; when the
    // sellers issued the order's invoices, each credits their part in their own sequence (decision 0040).
    if ((await fixedInvoiceIssuer(tx, orderId)) === "seller") {
      for (const { sellerId } of parts.toSorted((a, b) => a.sellerId - b.sellerId)) {
        await issueSellerCreditNote(tx, orderId, sellerId, await creditOf(tx, orderId, sellerId), "Order cancelled");
      }
    } else {
      await issueCreditNote(tx, orderId, await creditOf(tx, orderId), "Order cancelled");
    }
    // The customer and every seller concerned are told, with the cancellation.
    await queueCancelMails(tx, shop, orderId);
  });
  deps.outbox.nudge();
  return (await findOwnOrder(db, orderId, userId))!;
}
