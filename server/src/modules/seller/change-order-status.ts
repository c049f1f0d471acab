/**
 * A seller moves their part of an order on (docs/product/api.md §7): Shipped from Order Placed,
 * Delivered from Shipped, Cancelled from Order Placed (docs/decisions/0043-cancelling-one-part.md: the
 * part's stock comes back and its invoice is credited, in this transaction). The customer's order
 * status is derived from all parts, in the same transaction; cash is collected once the whole order is
 * delivered. A cancelled part of a card order owes its customer what they paid for it, sent to Stripe
 * after the transaction (docs/decisions/0056-card-refunds-through-stripe.md).
 */
import { ERROR_CODES, MSG, ORDER_STATUS } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { orders, payments, sellerShipments } from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import { bookDeliveries } from "../ledger/book-delivery.js";
import { type Actor, recordEvents } from "../orders/history.js";
import { orderStatusOf, paymentStatusOf, requiredSellerStatus } from "../orders/status.js";
import { undoCancelledParts } from "../orders/cancel-parts.js";
import { oweCancelRefunds } from "../refunds/repository.js";
import { hasOwnLines, type SellerScope } from "./repository.js";
import { type OrderMailing, queuePartCancelMails, queueStatusMails } from "../orders/order-mails.js";

export async function changeSellerOrderStatus(
  deps: OrderMailing,
  orderId: number,
  sellerId: SellerScope,
  target: "Shipped" | "Delivered" | "Cancelled",
  actor: Actor,
  /**
   * Given with Shipped: the carrier and tracking number, stored on the part (ignored for Delivered);
   * with Cancelled, the reason (required): on the credit note and in the mails.
   */
  input: { carrier?: string | null; trackingNumber?: string | null; reason?: string | null } = {},
): Promise<void> {
  const tracking = input;
  const reason = input.reason?.trim() ?? "";
  if (target === ORDER_STATUS.cancelled && reason === "") {
    throw badRequest(MSG.cancelReasonRequired, { reason: MSG.cancelReasonRequired });
  }
  const from = requiredSellerStatus(target)!;
  const { db } = deps;
  const shop = await deps.shop();
  const owed = await db.transaction(async (tx) => {
    // Lock the order so parallel changes of several sellers derive its status one after another.
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), hasOwnLines(sellerId)))
      .for("update");
    if (!order) throw notFound(MSG.orderNotFound);
    const changed = await tx
      .update(sellerShipments)
      .set({
        status: target,
        updatedAt: new Date(),
        ...(target === ORDER_STATUS.shipped
          ? { carrier: tracking.carrier ?? null, trackingNumber: tracking.trackingNumber ?? null }
          : {}),
      })
      .where(
        and(
          eq(sellerShipments.orderId, orderId),
          eq(sellerShipments.status, from),
          sellerId === undefined ? undefined : eq(sellerShipments.sellerId, sellerId),
        ),
      )
      .returning({
        orderId: sellerShipments.orderId,
        sellerId: sellerShipments.sellerId,
        sellerTotalCents: sellerShipments.sellerTotalCents,
        paidCents: sellerShipments.paidCents,
        commissionBp: sellerShipments.commissionBp,
        cashCollectedBy: sellerShipments.cashCollectedBy,
      });
    if (changed.length === 0) {
      throw conflict(`This order cannot be marked ${target} now`, ERROR_CODES.invalidStatusChange);
    }
    const parts = await tx
      .select({ status: sellerShipments.status })
      .from(sellerShipments)
      .where(eq(sellerShipments.orderId, orderId));
    const status = orderStatusOf(parts.map((p) => p.status));
    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    await recordEvents(tx, orderId, actor, [
      ...changed.map((c) => ({ sellerId: c.sellerId, status: target })),
      ...(status === order.status ? [] : [{ sellerId: null, status }]),
    ]);
    // A delivered part books its sale and commission (and the cash, when sellers collect it) in this
    // transaction: the conditional change above lets only one attempt through.
    if (target === ORDER_STATUS.delivered) await bookDeliveries(tx, changed, actor.id);
    let refundIds: number[] = [];
    if (target === ORDER_STATUS.cancelled) {
      refundIds = await oweCancelRefunds(tx, orderId, changed);
      const cancelled = changed.map((c) => c.sellerId);
      // A code's use comes back once nothing of the order is left.
      const orderCancelled = status === ORDER_STATUS.cancelled;
      await undoCancelledParts(tx, orderId, cancelled, cancelled.length === parts.length, reason, orderCancelled);
    }
    // The payment follows the order: cash is collected once the whole order is delivered.
    await tx
      .update(payments)
      .set({ pgStatus: paymentStatusOf(status) })
      .where(eq(payments.orderId, orderId));
    // The customer hears of it (with the carrier and tracking when shipped), in this transaction; of a
    // cancelled part the admins too, only from the attempt whose update above moved it (so once).
    if (target === ORDER_STATUS.cancelled) {
      await queuePartCancelMails(tx, shop, orderId, changed, reason, sellerId === undefined);
    } else {
      await queueStatusMails(
        tx,
        shop,
        orderId,
        target,
        changed.map((c) => c.sellerId),
      );
    }
    return refundIds;
  });
  deps.outbox.nudge();
  await deps.refunds?.send(owed);
}
