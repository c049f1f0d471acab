/**
 * The order status machine (docs/product/api.md §6), in one place.
 *
 * Each seller's part of an order ships on its own: Order Placed → Shipped → Delivered, and the
 * whole order can be cancelled by its customer while every part is still Order Placed; a seller (or
 * an admin) cancels one part while it is Order Placed (docs/decisions/0043-cancelling-one-part.md).
 * The customer's order status is derived from the parts that are not cancelled.
 */
import { ORDER_STATUS, type OrderStatus, PAYMENT_STATUS } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";

export type SellerPartStatus =
  | typeof ORDER_STATUS.placed
  | typeof ORDER_STATUS.shipped
  | typeof ORDER_STATUS.delivered
  | typeof ORDER_STATUS.cancelled;

/** Which seller-part status a seller may move to, from which. */
const SELLER_TRANSITIONS: Record<string, SellerPartStatus> = {
  [ORDER_STATUS.shipped]: ORDER_STATUS.placed,
  [ORDER_STATUS.delivered]: ORDER_STATUS.shipped,
  [ORDER_STATUS.cancelled]: ORDER_STATUS.placed,
};

/** The status a part must have for a seller to set `target`; undefined when `target` is not a seller action. */
export const requiredSellerStatus = (target: string): SellerPartStatus | undefined => SELLER_TRANSITIONS[target];

/** The customer's order status from its seller parts: Cancelled when all are, else from those still going. */
export function orderStatusOf(allParts: readonly string[]): OrderStatus {
  if (allParts.length === 0) return ORDER_STATUS.placed;
  const parts = allParts.filter((s) => s !== ORDER_STATUS.cancelled);
  if (parts.length === 0) return ORDER_STATUS.cancelled;
  if (parts.every((s) => s === ORDER_STATUS.delivered)) return ORDER_STATUS.delivered;
  if (parts.every((s) => s === ORDER_STATUS.shipped || s === ORDER_STATUS.delivered)) return ORDER_STATUS.shipped;
  if (parts.some((s) => s === ORDER_STATUS.shipped || s === ORDER_STATUS.delivered))
    return ORDER_STATUS.partiallyShipped;
  return ORDER_STATUS.placed;
}

/** The cash payment's status that goes with an order status: collected once the whole order is delivered. */
export function paymentStatusOf(orderStatus: string): string {
  if (orderStatus === ORDER_STATUS.delivered) return PAYMENT_STATUS.success;
  if (orderStatus === ORDER_STATUS.cancelled) return PAYMENT_STATUS.cancelled;
  return PAYMENT_STATUS.pending;
}

/**
 * The order statuses that are not a sale: cancelled, and a card order still "Awaiting payment" (placed
 * but not paid through Stripe Checkout, docs/decisions/0050-card-payments-through-stripe.md). The one
 * definition every sales figure, count and invoice uses.
 */
export const NOT_A_SALE: readonly string[] = [ORDER_STATUS.cancelled, ORDER_STATUS.awaitingPayment];

/** Whether an order (or a part) of this status counts as a sale. */
export const countsAsSale = (status: string): boolean => !NOT_A_SALE.includes(status);

/** `countsAsSale` in SQL, of an order's (or part's) status column, e.g. sql`o.status`. */
export const countsAsSaleSql = (status: SQL): SQL =>
  sql`${status} not in (${sql.join(
    NOT_A_SALE.map((s) => sql`${s}`),
    sql`, `,
  )})`;

/**
 * An order paid in cash on delivery, in SQL (`order` its id column, e.g. sql`o.id`): not a card order,
 * which the shop collects through Stripe before it ships (docs/decisions/0050).
 */
export const paysOnDeliverySql = (order: SQL): SQL =>
  sql`not exists (select 1 from payments pm where pm.order_id = ${order} and pm.method = 'card')`;

/** A customer may cancel only while nothing has shipped: from this status only. */
export const CANCELLABLE_STATUS = ORDER_STATUS.placed;

/** Normalises the payment method of the path (docs/product/storefront.md §5): short names are mapped. */
export function normalisePaymentMethod(method: string): string {
  const m = method.trim().toLowerCase();
  if (m.length === 0) return "cash";
  if (m.length < 4) return m === "cod" ? "cash" : `${m}_pay`;
  return m;
}
