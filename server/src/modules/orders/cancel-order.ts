/**
 * A customer cancels their own order while it is still `Order Placed` (docs/product/api.md §6):
 * status, stock and payment change in one transaction, so the stock comes back exactly once; a part
 * its seller cancelled before is left as it is (docs/decisions/0043-cancelling-one-part.md). A card
 * order owes its customer what they paid, less what earlier part cancels owe: the refund's row is written
 * in the transaction and sent to Stripe after it (docs/decisions/0056-card-refunds-through-stripe.md).
 */
import { ERROR_CODES, MSG, ORDER_STATUS } from "@shop/contract";
import { and, eq, ne } from "drizzle-orm";
import { retryingTransaction } from "../../db/transaction.js";
import { orders, payments, sellerShipments } from "../../db/schema/index.js";
import { conflict, notFound } from "../../core/errors.js";
import { customerActor, recordEvents } from "./history.js";
import { findOwnOrder } from "./repository.js";
import { CANCELLABLE_STATUS, paymentStatusOf } from "./status.js";
import { releaseRedemption } from "../promotions/repository.js";
import { type OrderMailing, queueCancelMails } from "./order-mails.js";
import { undoCancelledParts } from "./cancel-parts.js";
import { oweCancelRefunds } from "../refunds/repository.js";

export async function cancelOrder(deps: OrderMailing, userId: number, orderId: number) {
  const { db } = deps;
  const shop = await deps.shop();
  const owed = await retryingTransaction(db, async (tx) => {
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
    // Before the payment's status follows the order: the refund is owed to a paid card.
    const refundIds = await oweCancelRefunds(tx, orderId);
    // A code's use comes back with the order.
    await releaseRedemption(tx, orderId);
    await tx
      .update(payments)
      .set({ pgStatus: paymentStatusOf(ORDER_STATUS.cancelled) })
      .where(eq(payments.orderId, orderId));
    // A part its seller cancelled already stays as it is (docs/decisions/0043-cancelling-one-part.md).
    const all = await tx.$count(sellerShipments, eq(sellerShipments.orderId, orderId));
    const parts = await tx
      .update(sellerShipments)
      .set({ status: ORDER_STATUS.cancelled, updatedAt: new Date() })
      .where(and(eq(sellerShipments.orderId, orderId), ne(sellerShipments.status, ORDER_STATUS.cancelled)))
      .returning({ sellerId: sellerShipments.sellerId });
    await recordEvents(tx, orderId, customerActor({ id: userId }), [
      { sellerId: null, status: ORDER_STATUS.cancelled },
      ...parts.map((p) => ({ sellerId: p.sellerId, status: ORDER_STATUS.cancelled })),
    ]);
    // The stock comes back and an issued invoice is credited: the whole order, or each part not
    // cancelled before (decisions 0030, 0040 and 0043).
    await undoCancelledParts(
      tx,
      orderId,
      parts.map((p) => p.sellerId),
      parts.length === all,
      "Order cancelled",
    );
    // The customer and every seller concerned are told, with the cancellation.
    await queueCancelMails(tx, shop, orderId);
    return refundIds;
  });
  deps.outbox.nudge();
  await deps.refunds?.send(owed);
  return (await findOwnOrder(db, orderId, userId))!;
}
