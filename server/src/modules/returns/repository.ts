/**
 * The SQL of returns (docs/decisions/0046-returns-and-refunds.md): a delivered part as a return reads
 * it, the units already asked back, the returns' rows and lines, and every status move as one
 * conditional update (`… where id = $1 and status = any($2)`), so a move happens once however often it
 * is retried or raced on several servers.
 */
import {
  fromMinor,
  currencyDigits,
  type Page,
  type RefundMethod,
  type Return,
  type ReturnablePart,
  type ReturnListQuery,
  type ReturnReason,
  type ReturnStatus,
} from "@shop/contract";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { orderItems, orders, returnLines, returns, sellerProfiles, users } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import { sellerNameOf } from "../catalog/product-repository.js";

/** Who may see a return: its customer, one seller (their parts only), or the whole shop (undefined). */
export type ReturnScope = { customerId: number } | { sellerId: number } | undefined;

const inScope = (scope: ReturnScope): SQL | undefined => {
  if (scope === undefined) return undefined;
  if ("customerId" in scope) return eq(returns.customerId, scope.customerId);
  return eq(returns.sellerId, scope.sellerId);
};

/** A seller's part of an order as a return needs it, locked (FOR UPDATE of the part) when asked. */
export interface PartForReturn {
  orderId: number;
  sellerId: number;
  status: string;
  customerId: number | null;
  email: string;
  currency: string;
  /** When the part was delivered (its Delivered step in the order's history); null before. */
  deliveredAt: Date | null;
  cashCollectedBy: string;
  /** The seller's own return window (days), null: the shop's. */
  ownWindowDays: number | null;
  money: ReturnablePart;
  lines: PartLine[];
}

export interface PartLine {
  orderItemId: number;
  productId: number;
  variantId: number | null;
  productName: string;
  options: Record<string, string>;
  quantity: number;
}

interface PartRow {
  status: string;
  user_id: number | null;
  email: string;
  currency: string;
  prices_include_tax: boolean;
  delivered_at: string | Date | null;
  cash_collected_by: string;
  shipping_cents: number;
  tax_cents: number;
  paid_cents: number;
  seller_funded_cents: number;
  seller_total_cents: number;
  commission_bp: number;
  return_window_days: number | null;
}

/**
 * The part of `sellerId` in `orderId` with its lines and money as placement fixed them; undefined
 * when the order has no such part. `lock`: the part's row FOR UPDATE, so the returns of one part
 * (asked, received) are counted one after the other.
 */
export async function partForReturn(
  tx: Tx,
  orderId: number,
  sellerId: number,
  lock = false,
): Promise<PartForReturn | undefined> {
  const [row] = await rowsOf<PartRow>(
    tx.execute(sql`
      select s.status, o.user_id, o.email, o.currency, o.prices_include_tax, s.cash_collected_by,
        s.shipping_cents, s.tax_cents, s.paid_cents, s.seller_funded_cents, s.seller_total_cents, s.commission_bp,
        sp.return_window_days,
        case when s.status = 'Delivered' then coalesce(
          (select min(e.created_at) from order_events e
            where e.order_id = s.order_id and e.seller_id = s.seller_id and e.status = 'Delivered'),
          s.updated_at) end as delivered_at
      from seller_shipments s
      join orders o on o.id = s.order_id
      left join seller_profiles sp on sp.seller_id = s.seller_id
      where s.order_id = ${orderId} and s.seller_id = ${sellerId}
      ${lock ? sql`for update of s` : sql``}`),
  );
  if (!row) return undefined;
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sellerId, sellerId)))
    .orderBy(asc(orderItems.id));
  return {
    orderId,
    sellerId,
    status: row.status,
    customerId: row.user_id === null ? null : Number(row.user_id),
    email: row.email,
    currency: row.currency,
    deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
    cashCollectedBy: row.cash_collected_by,
    ownWindowDays: row.return_window_days === null ? null : Number(row.return_window_days),
    money: {
      lines: items.map((i) => ({
        key: i.id,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        discountCents: i.promotionDiscountCents,
        taxRateBp: i.taxRateBp,
      })),
      shippingCents: Number(row.shipping_cents),
      taxCents: Number(row.tax_cents),
      paidCents: Number(row.paid_cents),
      pricesIncludeTax: Boolean(row.prices_include_tax),
      sellerFundedCents: Number(row.seller_funded_cents),
      sellerTotalCents: Number(row.seller_total_cents),
      commissionBp: Number(row.commission_bp),
    },
    lines: items.map((i) => ({
      orderItemId: i.id,
      productId: i.productId,
      variantId: i.variantId,
      productName: i.productName,
      options: i.options ?? {},
      quantity: i.quantity,
    })),
  };
}

/** The sellers of an order's parts, by id. */
export async function partSellerIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await rowsOf<{ seller_id: number }>(
    tx.execute(sql`select seller_id from seller_shipments where order_id = ${orderId} order by seller_id`),
  );
  return rows.map((r) => Number(r.seller_id));
}

/**
 * The units of each line of a part that its returns hold: those received by a received or refunded
 * return, those asked by one still open (requested, approved, declined or escalated); cancelled and
 * closed returns hold none.
 */
export async function unitsHeld(tx: Tx, orderId: number, sellerId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ order_item_id: number; units: number }>(
    tx.execute(sql`
      select l.order_item_id,
        sum(case when r.status in ('received', 'refunded') then l.quantity_received else l.quantity end)::int as units
      from return_lines l join returns r on r.id = l.return_id
      where r.order_id = ${orderId} and r.seller_id = ${sellerId} and r.status not in ('cancelled', 'closed')
      group by l.order_item_id`),
  );
  return new Map(rows.map((r) => [Number(r.order_item_id), Number(r.units)]));
}

/** What the part's received and refunded returns other than `exceptId` took back: units per line, the refunds, shipping. */
export async function earlierReturns(tx: Tx, orderId: number, sellerId: number, exceptId: number) {
  const rows = await rowsOf<{ order_item_id: number; units: number }>(
    tx.execute(sql`
      select l.order_item_id, sum(l.quantity_received)::int as units
      from return_lines l join returns r on r.id = l.return_id
      where r.order_id = ${orderId} and r.seller_id = ${sellerId} and r.id <> ${exceptId}
        and r.status in ('received', 'refunded')
      group by l.order_item_id`),
  );
  const [sums] = await rowsOf<{ refund: number; shipping: boolean }>(
    tx.execute(sql`
      select coalesce(sum(refund_cents), 0)::bigint as refund, coalesce(bool_or(shipping_refund_cents > 0), false) as shipping
      from returns where order_id = ${orderId} and seller_id = ${sellerId} and id <> ${exceptId}
        and status in ('received', 'refunded')`),
  );
  return {
    earlierUnits: new Map(rows.map((r) => [Number(r.order_item_id), Number(r.units)])),
    earlierRefundCents: Number(sums?.refund ?? 0),
    shippingRefunded: Boolean(sums?.shipping),
  };
}

export type ReturnRow = typeof returns.$inferSelect;

export async function insertReturn(
  tx: Tx,
  value: {
    orderId: number;
    sellerId: number;
    customerId: number;
    reason: ReturnReason;
    note: string;
    refundCents: number;
    shippingRefundCents: number;
    lines: { orderItemId: number; quantity: number }[];
  },
): Promise<ReturnRow> {
  const { lines, ...row } = value;
  const [created] = await tx
    .insert(returns)
    .values({ ...row, status: "requested" })
    .returning();
  await tx.insert(returnLines).values(lines.map((l) => ({ returnId: created!.id, ...l })));
  return created!;
}

/** What a move may set besides the status. */
export interface MoveFields {
  declineReason?: string;
  refundCents?: number;
  shippingRefundCents?: number;
  saleCents?: number;
  commissionCents?: number;
  refundMethod?: RefundMethod;
  refundReference?: string;
}

/**
 * Moves a return from one of `from` to `to` in one conditional update, within `scope`; undefined when
 * it is not in one of `from` (or not in scope): then nothing changed.
 */
export async function moveReturn(
  tx: Tx,
  id: number,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  scope: ReturnScope,
  fields: MoveFields = {},
): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .update(returns)
    .set({ ...fields, status: to, updatedAt: new Date() })
    .where(and(eq(returns.id, id), sql`${returns.status} = any(${sql.param([...from])}::text[])`, inScope(scope)))
    .returning();
  return row;
}

/** One return in scope, as stored; undefined when there is none. */
export async function findReturnRow(tx: Tx, id: number, scope: ReturnScope): Promise<ReturnRow | undefined> {
  const [row] = await tx
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), inScope(scope)));
  return row;
}

/** A return's received units back in the lines (never more than asked: the table's check holds it too). */
export async function setReceived(
  tx: Tx,
  returnId: number,
  lines: readonly { orderItemId: number; quantityReceived: number; quantityResellable: number }[],
): Promise<void> {
  await tx.execute(sql`
    update return_lines as l set quantity_received = v.received, quantity_resellable = v.resellable
    from (values ${sql.join(
      lines.map((l) => sql`(${l.orderItemId}::int, ${l.quantityReceived}::int, ${l.quantityResellable}::int)`),
      sql`, `,
    )}) as v(item, received, resellable)
    where l.return_id = ${returnId} and l.order_item_id = v.item`);
}

export interface ReturnLineRow {
  returnId: number;
  orderItemId: number;
  quantity: number;
  quantityReceived: number;
  quantityResellable: number;
  productName: string;
  options: Record<string, string>;
  productId: number;
  variantId: number | null;
}

export async function linesOf(tx: Tx, returnIds: readonly number[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return tx
    .select({
      returnId: returnLines.returnId,
      orderItemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      quantityReceived: returnLines.quantityReceived,
      quantityResellable: returnLines.quantityResellable,
      productName: orderItems.productName,
      options: orderItems.options,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.returnId), asc(returnLines.orderItemId));
}

/** The seller's name as customers see it, their e-mail and where a returned parcel goes. */
export interface ReturnSeller {
  name: string;
  email: string;
  /** Where the customer sends a return (`returnAddressOf`); null when the seller's profile has no address at all. */
  returnAddress: string | null;
  /** Their account's language (null: the shop's default): their mails are written in it (docs/decisions/0051). */
  language: string | null;
}

/**
 * Where a return is sent, from a seller's profile, read here and nowhere else: the shop profile's
 * return address, else (a profile from before it, or one that leaves it empty) the business address.
 */
export const returnAddressOf = (profile: { returnAddress: string | null; address: string | null }) =>
  profile.returnAddress?.trim() || profile.address?.trim() || null;

export async function returnSellers(tx: Tx, sellerIds: readonly number[]): Promise<Map<number, ReturnSeller>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      name: sellerNameOf(sellerProfiles.displayName, users.id),
      address: sellerProfiles.address,
      returnAddress: sellerProfiles.returnAddress,
      language: users.language,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, users.id))
    .where(inArray(users.id, [...new Set(sellerIds)]));
  return new Map(
    rows.map((r) => [r.id, { name: r.name, email: r.email, returnAddress: returnAddressOf(r), language: r.language }]),
  );
}

/** The statuses in which the customer is told where to send the parcel. */
const SEND_TO_STATUSES: readonly ReturnStatus[] = ["approved", "received", "refunded"];

/** Returns as the API answers them, in the order given. */
export async function toReturns(tx: Tx, rows: readonly ReturnRow[]): Promise<Return[]> {
  if (rows.length === 0) return [];
  const [lines, sellers, currencies] = await Promise.all([
    linesOf(
      tx,
      rows.map((r) => r.id),
    ),
    returnSellers(
      tx,
      rows.map((r) => r.sellerId),
    ),
    tx
      .select({ id: orders.id, currency: orders.currency })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((r) => r.orderId))])),
  ]);
  const currencyOf = new Map(currencies.map((c) => [c.id, c.currency]));
  return rows.map((r) => {
    const currency = currencyOf.get(r.orderId) ?? "USD";
    const digits = currencyDigits(currency);
    const seller = sellers.get(r.sellerId);
    const status = r.status as ReturnStatus;
    return {
      returnId: r.id,
      orderId: r.orderId,
      sellerId: r.sellerId,
      sellerName: seller?.name ?? `Seller ${r.sellerId}`,
      status,
      reason: r.reason as ReturnReason,
      note: r.note,
      declineReason: r.declineReason ?? null,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => ({
          orderItemId: l.orderItemId,
          productName: l.productName,
          options: l.options ?? {},
          quantity: l.quantity,
          quantityReceived: l.quantityReceived,
          quantityResellable: l.quantityResellable,
        })),
      refundAmount: fromMinor(r.refundCents, digits),
      shippingRefund: fromMinor(r.shippingRefundCents, digits),
      refundMethod: (r.refundMethod as RefundMethod | null) ?? null,
      refundReference: r.refundReference ?? null,
      currency,
      sendTo: SEND_TO_STATUSES.includes(status) ? (seller?.returnAddress ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** The returns of one order in scope, oldest first. */
export async function returnsOfOrder(tx: Tx, orderId: number, scope: ReturnScope): Promise<Return[]> {
  const rows = await tx
    .select()
    .from(returns)
    .where(and(eq(returns.orderId, orderId), inScope(scope)))
    .orderBy(asc(returns.createdAt), asc(returns.id));
  return toReturns(tx, rows);
}

const returnSort = { createdAt: returns.createdAt, returnId: returns.id } as const;

/** A page of the returns in scope, by `status` when given. */
export async function listReturns(tx: Tx, scope: ReturnScope, q: ReturnListQuery): Promise<Page<Return>> {
  const where = and(inScope(scope), q.status ? eq(returns.status, q.status) : undefined);
  const dir = q.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(returns)
      .where(where)
      .orderBy(dir(returnSort[q.sortBy]), dir(returns.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    tx.select({ n: sql<number>`count(*)::int` }).from(returns).where(where),
  ]);
  return toPage(await toReturns(tx, rows), Number(count?.n ?? 0), q);
}
