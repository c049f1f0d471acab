/**
 * The seller (or an admin) records what came back of an approved return
 * (docs/decisions/0046-returns-and-refunds.md): for every line of the return, the units received (at most
 * those asked; a line left out: none) and of them the units that can be sold again. In one transaction: the part's row is
 * locked (the part's returns are counted one after the other), the return moves to received by one
 * conditional update (a second receive, or a cancel that won, answers 409 and changes nothing), the
 * refund of the received units is fixed by the pricing module (`returnRefund`), and only the resellable
 * units go back to their variants' stock.
 */
import { isSellerFault, MSG, type Return, type ReturnReceiveInput, returnRefund } from "@shop/contract";
import { retryingTransaction } from "../../db/transaction.js";
import { badRequest, notFound } from "../../core/errors.js";
import { mailShopIn } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import type { Actor } from "../orders/history.js";
import { lockProductsOf, returnStock } from "../orders/stock.js";
import { customerOf, moveOrRefuse, refusal } from "./decide-return.js";
import { decisionMail } from "./mails.js";
import {
  earlierReturns,
  findReturnRow,
  linesOf,
  partForReturn,
  type ReturnScope,
  setReceived,
  toReturns,
} from "./repository.js";
import type { ReturnsDeps } from "./request-return.js";

export async function receiveReturn(
  deps: ReturnsDeps,
  id: number,
  scope: ReturnScope,
  actor: Actor,
  input: ReturnReceiveInput,
): Promise<Return> {
  const shop = await deps.shop();
  const answer = await retryingTransaction(deps.db, async (tx) => {
    const found = await findReturnRow(tx, id, scope);
    if (!found) throw notFound(MSG.returnNotFound);
    if (found.status !== "approved") return refusal(tx, id, scope);
    const part = await partForReturn(tx, found.orderId, found.sellerId, true);
    if (!part) throw notFound(MSG.returnNotFound);
    const asked = await linesOf(tx, [id]);
    // A line of the return left out of the body came back with no unit; a line not of the return is refused.
    if (input.lines.some((l) => !asked.some((a) => a.orderItemId === l.orderItemId))) {
      throw badRequest(MSG.returnReceiveLines, { lines: MSG.returnReceiveLines });
    }
    const given = new Map(
      asked.map((a) => [
        a.orderItemId,
        input.lines.find((l) => l.orderItemId === a.orderItemId) ?? {
          orderItemId: a.orderItemId,
          quantityReceived: 0,
          quantityResellable: 0,
        },
      ]),
    );
    const received = [...given.values()];
    for (const line of asked) {
      const got = given.get(line.orderItemId)!;
      if (got.quantityReceived > line.quantity || got.quantityResellable > got.quantityReceived) {
        throw badRequest(MSG.returnReceivedTooMany, { lines: MSG.returnReceivedTooMany });
      }
    }
    const refund = returnRefund(part.money, {
      units: new Map(received.map((l) => [l.orderItemId, l.quantityReceived])),
      ...(await earlierReturns(tx, found.orderId, found.sellerId, id)),
      sellerAtFault: isSellerFault(found.reason),
    });
    // The one conditional move: whatever was read above, only one receive (or a cancel) gets past it.
    const row = await moveOrRefuse(tx, id, ["approved"], "received", scope, actor, {
      refundCents: refund.totalCents,
      shippingRefundCents: refund.shippingCents,
      saleCents: refund.saleCents,
      commissionCents: refund.commissionCents,
    });
    await setReceived(tx, id, received);
    // The resellable units by variant (a variant ordered on two lines comes back as one).
    const byVariant = new Map<number, { variantId: number; productId: number; quantity: number }>();
    for (const l of asked) {
      const resellable = given.get(l.orderItemId)!.quantityResellable;
      if (l.variantId === null || resellable <= 0) continue;
      const kept = byVariant.get(l.variantId) ?? { variantId: l.variantId, productId: l.productId, quantity: 0 };
      kept.quantity += resellable;
      byVariant.set(l.variantId, kept);
    }
    const back = [...byVariant.values()].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
    if (back.length > 0) {
      // The lock order of placement and cancelling, then one restoring update of the variants.
      await lockProductsOf(tx, [...new Set(back.map((l) => l.productId))]);
      await returnStock(tx, back);
    }
    const [moved] = await toReturns(tx, [row]);
    const customer = await customerOf(tx, row.orderId);
    if (customer) await enqueueMail(tx, decisionMail(mailShopIn(shop, customer.language), customer.email, moved!, "received"));
    return moved!;
  });
  deps.outbox.nudge();
  return answer;
}
