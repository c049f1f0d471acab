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
import type { MailShop } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import { customerActor, recordEvents } from "../orders/history.js";
import { newReturnMail } from "./mails.js";
import { earlierReturns, insertReturn, partForReturn, returnSellers, toReturns, unitsHeld } from "./repository.js";

const DAY_MS = 86_400_000;

/** What the returns' use cases need: the database, the settings, the shop for mails and the outbox. */
export interface ReturnsDeps {
  db: Db;
  settings: Pick<StoreSettingsService, "readIn">;
  shop: () => Promise<MailShop>;
  outbox: { nudge(): void };
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
    const days = part.ownWindowDays ?? (await deps.settings.readIn(tx)).returnWindowDays;
    if (days <= 0) throw conflict(MSG.returnsNotTaken);
    const closesAt = new Date(part.deliveredAt.getTime() + days * DAY_MS);
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
    if (seller) await enqueueMail(tx, newReturnMail(shop, seller.email, answer!));
    return answer!;
  });
  deps.outbox.nudge();
  return created;
}
