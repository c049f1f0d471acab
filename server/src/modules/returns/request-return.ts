/**
 * A customer asks to return units of one delivered seller's part (docs/decisions/0046-returns-and-refunds.md).
 * Refused when the order is not theirs (404), the part is not delivered, the seller's window (their own,
 * else the shop's `returnWindowDays`, counted from the part's delivery) is closed or takes no returns, or
 * a line asks more units than were delivered less those its earlier returns hold (409). The part's row is
 * locked first, so two requests for the same units on two servers are counted one after the other.
 */
import {
  ERROR_CODES,
  isSellerFault,
  MSG,
  RETURN_STATUS_WORDS,
  type Return,
  type ReturnableOrderPart,
  type ReturnRequestInput,
  returnRefund,
} from "@shop/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { retryingTransaction } from "../../db/transaction.js";
import type { AuthUser } from "../../core/user.js";
import { badRequest, conflict, notFound } from "../../core/errors.js";
import type { StoreSettingsService } from "../../core/deps.js";
import { type MailShop, mailShopIn } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import { customerActor, recordEvents } from "../orders/history.js";
import { newReturnMail } from "./mails.js";
import {
  earlierReturns,
  insertReturn,
  type PartForReturn,
  partForReturn,
  partSellerIds,
  returnSellers,
  toReturns,
  unitsHeld,
} from "./repository.js";

const DAY_MS = 86_400_000;

/** What the returns' use cases need: the database, the settings, the shop for mails and the outbox. */
export interface ReturnsDeps {
  db: Db;
  settings: Pick<StoreSettingsService, "readIn">;
  shop: () => Promise<MailShop>;
  outbox: { nudge(): void };
}

/**
 * When a delivered part's return window closes: its delivery + the seller's own window, else the
 * shop's; null before delivery or when the window is 0 (no returns).
 */
export function windowClosesAt(
  part: Pick<PartForReturn, "deliveredAt" | "ownWindowDays">,
  shopWindowDays: number,
): Date | null {
  const days = part.ownWindowDays ?? shopWindowDays;
  if (part.deliveredAt === null || days <= 0) return null;
  return new Date(part.deliveredAt.getTime() + days * DAY_MS);
}

/** The order of `customerId`, or 404 (another customer's order is not found, as every order route answers). */
export async function ownOrderOr404(db: Pick<Db, "select">, orderId: number, customerId: number): Promise<void> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)));
  if (!order) throw notFound(MSG.orderNotFound);
}

export async function requestReturn(
  deps: ReturnsDeps,
  customer: AuthUser,
  orderId: number,
  input: ReturnRequestInput,
): Promise<Return> {
  const shop = await deps.shop();
  const created = await retryingTransaction(deps.db, async (tx) => {
    await ownOrderOr404(tx, orderId, customer.id);
    const part = await partForReturn(tx, orderId, input.sellerId, true);
    if (!part) throw badRequest(MSG.returnPartNotFound, { sellerId: MSG.returnPartNotFound });
    if (part.status !== "Delivered" || part.deliveredAt === null) {
      throw conflict(MSG.returnPartNotDelivered, ERROR_CODES.invalidStatusChange);
    }
    const closesAt = windowClosesAt(part, (await deps.settings.readIn(tx)).returnWindowDays);
    if (closesAt === null) throw conflict(MSG.returnsNotTaken);
    if (Date.now() > closesAt.getTime()) throw conflict(MSG.returnWindowClosed(shop.money.date(closesAt)));
    const held = await unitsHeld(tx, orderId, input.sellerId);
    for (const line of input.lines) {
      const ordered = part.lines.find((l) => l.orderItemId === line.orderItemId);
      if (!ordered) throw badRequest(MSG.returnLineUnknown, { lines: MSG.returnLineUnknown });
      const left = ordered.quantity - (held.get(line.orderItemId) ?? 0);
      if (line.quantity > left) throw conflict(MSG.returnTooManyUnits(ordered.productName, Math.max(left, 0)));
    }
    // What comes back if every unit asked arrives; fixed for the units received when they are.
    const refund = returnRefund(part.money, {
      units: new Map(input.lines.map((l) => [l.orderItemId, l.quantity])),
      ...(await earlierReturns(tx, orderId, input.sellerId, 0)),
      sellerAtFault: isSellerFault(input.reason),
    });
    const row = await insertReturn(tx, {
      orderId,
      sellerId: input.sellerId,
      customerId: customer.id,
      reason: input.reason,
      note: input.note ?? "",
      refundCents: refund.totalCents,
      shippingRefundCents: refund.shippingCents,
      lines: input.lines,
    });
    await recordEvents(tx, orderId, customerActor(customer), [
      { sellerId: input.sellerId, status: RETURN_STATUS_WORDS.requested },
    ]);
    const [answer] = await toReturns(tx, [row]);
    const seller = (await returnSellers(tx, [input.sellerId])).get(input.sellerId);
    if (seller) await enqueueMail(tx, newReturnMail(mailShopIn(shop, seller.language), seller.email, answer!));
    return answer!;
  });
  deps.outbox.nudge();
  return created;
}

/** Each seller's part of the customer's order as the return form needs it (404 for another's order). */
export async function returnableParts(
  deps: Pick<ReturnsDeps, "db" | "settings">,
  customer: AuthUser,
  orderId: number,
): Promise<ReturnableOrderPart[]> {
  return deps.db.transaction(async (tx) => {
    await ownOrderOr404(tx, orderId, customer.id);
    const shopDays = (await deps.settings.readIn(tx)).returnWindowDays;
    const sellerIds = await partSellerIds(tx, orderId);
    const sellers = await returnSellers(tx, sellerIds);
    const parts: ReturnableOrderPart[] = [];
    for (const sellerId of sellerIds) {
      const part = await partForReturn(tx, orderId, sellerId);
      if (!part) continue;
      const held = await unitsHeld(tx, orderId, sellerId);
      const closesAt = part.status === "Delivered" ? windowClosesAt(part, shopDays) : null;
      const lines = part.lines.map((l) => ({
        orderItemId: l.orderItemId,
        productName: l.productName,
        options: l.options,
        quantity: l.quantity,
        returnable: Math.max(l.quantity - (held.get(l.orderItemId) ?? 0), 0),
      }));
      parts.push({
        sellerId,
        sellerName: sellers.get(sellerId)?.name ?? `Seller ${sellerId}`,
        status: part.status,
        deliveredAt: part.status === "Delivered" ? (part.deliveredAt?.toISOString() ?? null) : null,
        windowClosesAt: closesAt?.toISOString() ?? null,
        open: closesAt !== null && Date.now() <= closesAt.getTime() && lines.some((l) => l.returnable > 0),
        lines,
      });
    }
    return parts;
  });
}
