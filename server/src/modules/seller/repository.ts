/** The SQL of the seller area: orders with the seller's lines, and the dashboard numbers. */
import { fromMinor, ORDER_STATUS } from "@shop/contract";
import { and, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { orderItems, orders, products, sellerProfiles, users } from "../../db/schema/index.js";
import { type AuthUser, isSeller } from "../../core/user.js";
import { toSellerOrders } from "../orders/repository.js";
import { countsAsSaleSql, paysOnDeliverySql } from "../orders/status.js";
import { sellerNameOf } from "../catalog/product-repository.js";

/** A seller's id, or undefined for the whole shop (an admin without the seller role). */
export type SellerScope = number | undefined;

/** The seller whose part the caller sees; undefined = the whole shop (admin without the seller role). */
export const scopeOf = (user: AuthUser): SellerScope => (isSeller(user) ? user.id : undefined);

/** Orders holding at least one line of the seller (every order for the whole shop). */
export const hasOwnLines = (sellerId: SellerScope) =>
  sellerId === undefined
    ? undefined
    : sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.sellerId} = ${sellerId})`;

export async function sellerStats(db: Tx, sellerId: SellerScope, digits: number) {
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
      .where(and(own, countsAsSaleSql(sql`${orders.status}`))),
  ]);
  return {
    totalProducts: productCount?.n ?? 0,
    totalOrders: orderCount?.n ?? 0,
    totalSales: fromMinor(Number(sales?.cents ?? 0), digits),
    totalCustomers: sales?.customers ?? 0,
  };
}

/** One order as the seller sees it; undefined when it holds none of their lines. */
export async function findSellerOrder(db: Tx, orderId: number, sellerId: SellerScope) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), hasOwnLines(sellerId)));
  return (await toSellerOrders(db, rows, sellerId))[0];
}

/** The seller's own profile: username, display name (null when not set) and the shop page's details. */
export async function sellerProfile(db: Tx, sellerId: number) {
  const [row] = await db
    .select({ username: users.username, profile: sellerProfiles })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.sellerId, users.id))
    .where(eq(users.id, sellerId));
  if (!row) return undefined;
  const p = row.profile;
  return {
    username: row.username,
    displayName: p?.displayName ?? null,
    taxId: p?.taxId ?? "",
    address: p?.address ?? "",
    about: p?.about ?? "",
    returnAddress: p?.returnAddress ?? "",
    logo: p?.logo ?? null,
    cover: p?.cover ?? null,
    bankDetails: p?.bankDetails ?? "",
    returnWindowDays: p?.returnWindowDays ?? null,
  };
}

/** What a seller sets of their profile beyond the name; a field left out (undefined) is kept. */
export interface ProfileDetails {
  taxId?: string;
  address?: string;
  about?: string;
  returnAddress?: string;
  logo?: string | null;
  cover?: string | null;
  bankDetails?: string;
  /** The seller's own return window (docs/decisions/0046-returns-and-refunds.md); null: the shop's. */
  returnWindowDays?: number | null;
}

/**
 * Sets what the seller's invoices print of them, the tax ID (docs/decisions/0036-taxes.md) and the
 * business address (docs/decisions/0040), and the shop page's details (docs/decisions/0047); "" (or
 * null for a picture) for none; a field left out is kept.
 */
export async function setProfileDetails(db: Tx, sellerId: number, details: ProfileDetails) {
  const given = Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined)) as ProfileDetails;
  if (Object.keys(given).length === 0) return;
  await db
    .insert(sellerProfiles)
    .values({ sellerId, ...given })
    .onConflictDoUpdate({ target: sellerProfiles.sellerId, set: { ...given, updatedAt: new Date() } });
}

/** The sellers of an order's lines that have a tax ID, by seller id, with the name customers see. */
export async function sellerTaxIdsOfOrder(db: Tx, orderId: number): Promise<{ sellerName: string; taxId: string }[]> {
  const rows = await rowsOf<{ seller_name: string; tax_id: string }>(
    db.execute(sql`
      select ${sellerNameOf(sql.raw("sp.display_name"), sql.raw("sp.seller_id"))} as seller_name, sp.tax_id
      from seller_profiles sp
      where sp.tax_id <> ''
        and sp.seller_id in (select seller_id from ${orderItems} where order_id = ${orderId})
      order by sp.seller_id`),
  );
  return rows.map((r) => ({ sellerName: r.seller_name, taxId: r.tax_id }));
}

/**
 * The display names of the other sellers, under a lock held to the end of the transaction so that
 * two sellers cannot both take a free name at once (no unique index: older databases may hold
 * names that differ only in case).
 */
export async function otherDisplayNames(db: Tx, sellerId: number): Promise<string[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('marigold_seller_display_names'))`);
  const rows = await db
    .select({ displayName: sellerProfiles.displayName })
    .from(sellerProfiles)
    .where(and(ne(sellerProfiles.sellerId, sellerId), isNotNull(sellerProfiles.displayName)));
  return rows.map((r) => r.displayName!);
}

/** Sets the name customers see; the profile row is created on first use (its commission stays). */
export async function setDisplayName(db: Tx, sellerId: number, displayName: string | null) {
  await db
    .insert(sellerProfiles)
    .values({ sellerId, displayName })
    .onConflictDoUpdate({ target: sellerProfiles.sellerId, set: { displayName, updatedAt: new Date() } });
}

// ---- The dashboard's sales overview (docs/decisions/0018-seller-dashboard.md) ----
// Everything is summed in the database. "In scope" lines are the seller's own (every line for the
// whole shop); a day is the order's UTC calendar day; only orders that count as sales count
// (orders/status.ts: not cancelled, not a card order awaiting payment).

/** A range of whole UTC days: `from` and `to` both included, as instants `[start, end)`. */
export interface DayRange {
  from: string;
  to: string;
  start: string;
  end: string;
}

const ownLine = (sellerId: SellerScope) => (sellerId === undefined ? sql`true` : sql`i.seller_id = ${sellerId}`);
const inRange = (r: DayRange) => sql`o.order_date >= ${r.start}::timestamptz and o.order_date < ${r.end}::timestamptz`;
const lineCents = sql`i.unit_price_cents::bigint * i.quantity`;
const isSale = countsAsSaleSql(sql`o.status`);
const select = <T>(db: Tx, statement: SQL) => rowsOf<T>(db.execute(statement));

/** Revenue (cents) and orders of every day of the range, oldest first, days without orders as zeros. */
export async function dailySales(db: Tx, sellerId: SellerScope, r: DayRange) {
  const rows = await select<{ day: string; cents: string | number; orders: number }>(
    db,
    sql`with per_order as (
          select (o.order_date at time zone 'UTC')::date as day, o.id, sum(${lineCents}) as cents
          from orders o join order_items i on i.order_id = o.id
          where ${inRange(r)} and ${isSale} and ${ownLine(sellerId)}
          group by 1, 2
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(p.cents), 0)::bigint as cents,
               count(p.id)::int as orders
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as d(day)
        left join per_order p on p.day = d.day::date
        group by d.day
        order by d.day`,
  );
  return rows.map((row) => ({ day: row.day, revenueCents: Number(row.cents), orders: Number(row.orders) }));
}

/** The variants that sold the most (by revenue, not cancelled) in the range, with units sold. */
export async function topProducts(db: Tx, sellerId: SellerScope, r: DayRange, limit: number) {
  const rows = await select<{
    product_id: number;
    variant_id: number | null;
    options: Record<string, string> | string | null;
    name: string;
    units: number;
    cents: string | number;
  }>(
    db,
    sql`select i.product_id, i.variant_id, (array_agg(i.options order by i.id desc))[1] as options,
               coalesce(max(p.name), max(i.product_name)) as name,
               sum(i.quantity)::int as units, sum(${lineCents})::bigint as cents
        from orders o join order_items i on i.order_id = o.id
        left join products p on p.id = i.product_id
        where ${inRange(r)} and ${isSale} and ${ownLine(sellerId)}
        group by i.product_id, i.variant_id
        order by cents desc, i.product_id, i.variant_id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    productName: row.name,
    unitsSold: Number(row.units),
    revenueCents: Number(row.cents),
    variantId: row.variant_id === null ? null : Number(row.variant_id),
    options: (typeof row.options === "string" ? JSON.parse(row.options) : row.options) ?? {},
  }));
}

/** Orders whose part in scope is still Order Placed (whenever placed): how many, and the oldest. */
export async function ordersToShip(db: Tx, sellerId: SellerScope, limit: number) {
  const ownPart = sellerId === undefined ? sql`true` : sql`s.seller_id = ${sellerId}`;
  const rows = await select<{ total: number; order_id: number; order_date: string | Date; cents: string | number }>(
    db,
    sql`with waiting as (
          select distinct s.order_id from seller_shipments s
          where s.status = ${ORDER_STATUS.placed} and ${ownPart}
        )
        select count(*) over ()::int as total, o.id as order_id, o.order_date,
               (select coalesce(sum(${lineCents}), 0) from order_items i
                 where i.order_id = o.id and ${ownLine(sellerId)})::bigint as cents
        from waiting w join orders o on o.id = w.order_id
        where ${isSale}
        order by o.order_date, o.id
        limit ${limit}`,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    oldest: rows.map((row) => ({
      orderId: row.order_id,
      orderDate: new Date(row.order_date).toISOString(),
      amountCents: Number(row.cents),
    })),
  };
}

/** Variants in scope whose quantity is in `[min, below)`: how many, and the first `limit` (fewest first). */
export async function productsByStock(db: Tx, sellerId: SellerScope, min: number, below: number, limit: number) {
  const own = sellerId === undefined ? sql`true` : sql`v.seller_id = ${sellerId}`;
  const rows = await select<{
    total: number;
    id: number;
    variant_id: number;
    options: Record<string, string> | string;
    name: string;
    quantity: number;
  }>(
    db,
    sql`select count(*) over ()::int as total, p.id, v.id as variant_id, v.options, p.name, v.quantity
        from product_variants v join products p on p.id = v.product_id
        where v.archived_at is null and v.quantity >= ${min} and v.quantity < ${below} and ${own}
        order by v.quantity, lower(p.name), p.id, v.position, v.id
        limit ${limit}`,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    products: rows.map((row) => ({
      productId: row.id,
      productName: row.name,
      quantity: row.quantity,
      variantId: Number(row.variant_id),
      options: (typeof row.options === "string" ? JSON.parse(row.options) : row.options) ?? {},
    })),
  };
}

/**
 * Cash on delivery of the orders placed in the range that count as sales, card orders left out (the
 * shop collects those through Stripe, docs/decisions/0050): collected once delivered. A
 * seller's own parts by their status, each for what the customer pays for it (its lines less the code,
 * with its share of shipping and tax, fixed at placement): the ledger's definition, so the collected
 * figure is what the ledger books as cash collected for the same orders when sellers collect
 * (docs/decisions/0033). The whole shop's order totals by the order's status (the parts add up to them).
 */
export async function cashOnDelivery(db: Tx, sellerId: SellerScope, r: DayRange) {
  const rows = await select<{ collected: boolean; orders: number; cents: string | number }>(
    db,
    sellerId === undefined
      ? sql`select o.status = ${ORDER_STATUS.delivered} as collected, count(*)::int as orders,
                   sum(o.total_cents::bigint)::bigint as cents
            from orders o
            where ${inRange(r)} and ${isSale} and ${paysOnDeliverySql(sql`o.id`)}
            group by 1`
      : sql`select s.status = ${ORDER_STATUS.delivered} as collected, count(*)::int as orders,
                   sum(s.paid_cents::bigint)::bigint as cents
            from orders o join seller_shipments s on s.order_id = o.id
            where ${inRange(r)} and ${isSale} and ${countsAsSaleSql(sql`s.status`)}
              and ${paysOnDeliverySql(sql`o.id`)}
              and s.seller_id = ${sellerId}
            group by 1`,
  );
  const of = (collected: boolean) => rows.find((row) => row.collected === collected);
  return {
    toCollectCents: Number(of(false)?.cents ?? 0),
    toCollectOrders: Number(of(false)?.orders ?? 0),
    collectedCents: Number(of(true)?.cents ?? 0),
    collectedOrders: Number(of(true)?.orders ?? 0),
  };
}
