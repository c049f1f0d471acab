/** The SQL of the seller area: orders with the seller's lines, and the dashboard numbers. */
import { fromCents, ORDER_STATUS, type PageQuery } from "@shop/contract";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderItems, orders, products } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../http/paging.js";
import { toSellerOrders } from "../orders/repository.js";

/** A seller's id, or undefined for the whole shop (an admin without the seller role). */
export type SellerScope = number | undefined;

/** Orders holding at least one line of the seller (every order for the whole shop). */
export const hasOwnLines = (sellerId: SellerScope) =>
  sellerId === undefined
    ? undefined
    : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerId} = ${sellerId})`;

const orderSort = { orderDate: orders.orderDate, orderId: orders.id, totalAmount: orders.totalCents } as const;

export async function sellerStats(db: Tx, sellerId: SellerScope) {
  const own = sellerId === undefined ? undefined : eq(orderItems.sellerId, sellerId);
  const [[productCount], [orderCount], [sales]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sellerId === undefined ? undefined : eq(products.sellerId, sellerId)),
    db
      .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(own),
    db
      .select({
        cents: sql<number>`coalesce(sum(${orderItems.unitPriceCents}::bigint * ${orderItems.quantity}), 0)::bigint`,
        // A customer is their account; a deleted account's orders count by their (anonymised) e-mail.
        customers: sql<number>`count(distinct coalesce(${orders.userId}::text, ${orders.email}))::int`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(own, ne(orders.status, ORDER_STATUS.cancelled))),
  ]);
  return {
    totalProducts: productCount?.n ?? 0,
    totalOrders: orderCount?.n ?? 0,
    totalSales: fromCents(Number(sales?.cents ?? 0)),
    totalCustomers: sales?.customers ?? 0,
  };
}

/** One page of the orders holding the seller's lines, as the seller sees them. */
export async function listSellerOrders(db: Tx, sellerId: SellerScope, q: PageQuery<keyof typeof orderSort>) {
  const where = hasOwnLines(sellerId);
  const dir = q.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(dir(orderSort[q.sortBy]), dir(orders.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return toPage(await toSellerOrders(db, rows, sellerId), count?.n ?? 0, q);
}

/** One order as the seller sees it; undefined when it holds none of their lines. */
export async function findSellerOrder(db: Tx, orderId: number, sellerId: SellerScope) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), hasOwnLines(sellerId)));
  return (await toSellerOrders(db, rows, sellerId))[0];
}
