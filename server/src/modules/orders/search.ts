/**
 * The orders' search and filters (docs/product/api.md §7): the whole shop's (an admin) or one seller's
 * parts. Each filter is `orders.id in (…)` of the table that answers it, so each reads its own index
 * (docs/performance.md, "Orders search"), and a seller's filters look only at their own lines and part.
 */
import { sellerNameOf } from "../catalog/product-repository.js";
import type { OrderFilters, OrderListQuery } from "@shop/contract";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { orderItems, orders, payments, sellerShipments } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import { toSellerOrders } from "./repository.js";

/** A seller's id, or undefined for the whole shop. */
type Scope = number | undefined;

const DAY_MS = 86_400_000;
const orderSort = { orderDate: orders.orderDate, orderId: orders.id, totalAmount: orders.totalCents } as const;

/** `%text%` for ILIKE, the text's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "42" or "#42": an order number. */
const orderNumberOf = (keyword: string) => {
  const m = /^#?(\d{1,9})$/.exec(keyword);
  return m ? Number(m[1]) : undefined;
};

function keywordFilter(keyword: string, sellerId: Scope): SQL {
  const like = containing(keyword);
  const number = orderNumberOf(keyword);
  const ownLine = sellerId === undefined ? sql`` : sql` and ${orderItems.sellerId} = ${sellerId}`;
  // A union of ids rather than ORs: each branch is a scan of its own trigram index (migration 0032).
  // As an array, the orders are then read by their keys; as `in (…)`, the planner guessed the union
  // large and read every order to join them (docs/performance.md, "Orders search").
  return sql`${orders.id} = any(array(
    select ${orders.id} from ${orders} where ${orders.email} ilike ${like}
    union select ${orders.id} from ${orders} where ${orders.fullName} ilike ${like}
    union select ${orderItems.orderId} from ${orderItems} where ${orderItems.productName} ilike ${like}${ownLine}
    ${number === undefined ? sql`` : sql`union select ${number}::int`}
  ))`;
}

function statusFilter(status: string, sellerId: Scope): SQL {
  // A seller's orders carry their part's status; the whole shop's, the order's or any part's.
  if (sellerId !== undefined) {
    return sql`${orders.id} in (select ${sellerShipments.orderId} from ${sellerShipments}
      where ${sellerShipments.sellerId} = ${sellerId} and ${sellerShipments.status} = ${status})`;
  }
  return sql`${orders.id} in (
    select ${orders.id} from ${orders} where ${orders.status} = ${status}
    union select ${sellerShipments.orderId} from ${sellerShipments} where ${sellerShipments.status} = ${status}
  )`;
}

/** Orders with a part of a seller whose shop name (as shown) or username contains `name`. */
function sellerNameFilter(name: string): SQL {
  const like = containing(name);
  return sql`${orders.id} in (select s.order_id from seller_shipments s
    where s.seller_id in (
      select u.id from users u left join seller_profiles p on p.seller_id = u.id
      where u.username ilike ${like} or ${sellerNameOf(sql.raw("p.display_name"), sql.raw("u.id"))} ilike ${like}))`;
}

/** The midnight (UTC) that starts the day. */
const startOf = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The conditions of a list: the seller's scope and every filter given. */
export function orderConditions(q: OrderFilters, sellerId: Scope): SQL | undefined {
  return and(
    sellerId === undefined
      ? undefined
      : sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems} where ${orderItems.sellerId} = ${sellerId})`,
    q.keyword ? keywordFilter(q.keyword, sellerId) : undefined,
    q.status ? statusFilter(q.status, sellerId) : undefined,
    q.paymentMethod
      ? sql`${orders.id} in (select ${payments.orderId} from ${payments} where ${payments.method} = ${q.paymentMethod})`
      : undefined,
    q.paymentStatus
      ? sql`${orders.id} in (select ${payments.orderId} from ${payments} where ${payments.pgStatus} = ${q.paymentStatus})`
      : undefined,
    q.sellerId === undefined
      ? undefined
      : sql`${orders.id} in (select ${sellerShipments.orderId} from ${sellerShipments} where ${sellerShipments.sellerId} = ${q.sellerId})`,
    q.sellerName ? sellerNameFilter(q.sellerName) : undefined,
    q.from ? sql`${orders.orderDate} >= ${startOf(q.from).toISOString()}::timestamptz` : undefined,
    q.to
      ? sql`${orders.orderDate} < ${new Date(startOf(q.to).getTime() + DAY_MS).toISOString()}::timestamptz`
      : undefined,
  );
}

/**
 * One page of the orders in scope that match, as the seller (or, for the whole shop, the admin) sees
 * them, and how many match in all.
 */
export async function searchOrders(db: Tx, sellerId: Scope, q: OrderListQuery) {
  const where = orderConditions(q, sellerId);
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

/** One order of the whole shop with every part, or undefined. */
export async function findShopOrder(db: Tx, orderId: number) {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await toSellerOrders(db, rows, undefined))[0];
}
