/**
 * A seller corrects the tracking number of their part while it is Shipped
 * (docs/decisions/0058-correcting-a-tracking-number.md): the number (and the carrier, when given) on
 * the part, under the order's lock, and the customer's mail of the new number through the outbox, once
 * per correction (keyed by the part's last change and the new number), so a retried call mails nothing
 * more and a number corrected back and forth is mailed each time.
 */
import { ERROR_CODES, MSG, ORDER_STATUS } from "@shop/contract";
import { and, eq } from "drizzle-orm";
import { orders, sellerShipments } from "../../db/schema/index.js";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import { type OrderMailing, queueTrackingCorrectedMail } from "../orders/order-mails.js";
import { hasOwnLines, type SellerScope } from "./repository.js";

export async function correctTracking(
  deps: OrderMailing,
  orderId: number,
  sellerId: SellerScope,
  input: { carrier?: string | null; trackingNumber?: string | null },
): Promise<void> {
  // An admin who does not sell has no part of their own to correct.
  if (sellerId === undefined) throw forbidden(MSG.trackingFixOnlySellers);
  const trackingNumber = input.trackingNumber?.trim() ?? "";
  if (trackingNumber === "") {
    throw badRequest(MSG.trackingNumberRequired, { trackingNumber: MSG.trackingNumberRequired });
  }
  const { db } = deps;
  const shop = await deps.shop();
  const mailed = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), hasOwnLines(sellerId)))
      .for("update");
    if (!order) throw notFound(MSG.orderNotFound);
    const [part] = await tx
      .select({
        status: sellerShipments.status,
        carrier: sellerShipments.carrier,
        number: sellerShipments.trackingNumber,
        changedAt: sellerShipments.updatedAt,
      })
      .from(sellerShipments)
      .where(and(eq(sellerShipments.orderId, orderId), eq(sellerShipments.sellerId, sellerId)))
      .for("update");
    if (part?.status !== ORDER_STATUS.shipped) {
      throw conflict(MSG.trackingFixNotShipped, ERROR_CODES.invalidStatusChange);
    }
    const carrier = input.carrier === undefined ? part.carrier : input.carrier;
    // The same number again (a retried call) changes nothing and mails nothing.
    if (part.number === trackingNumber && part.carrier === carrier) return false;
    await tx
      .update(sellerShipments)
      .set({ trackingNumber, carrier, updatedAt: new Date() })
      .where(and(eq(sellerShipments.orderId, orderId), eq(sellerShipments.sellerId, sellerId)));
    const key = `tracking:${orderId}:${sellerId}:${part.changedAt.getTime()}>${carrier ?? ""}/${trackingNumber}`;
    return queueTrackingCorrectedMail(tx, shop, orderId, sellerId, key);
  });
  if (mailed) deps.outbox.nudge();
}
