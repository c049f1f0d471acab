/**
 * The SQL of the owner's home (docs/decisions/0053-the-back-office-of-its-own.md): counts and sums made
 * by the database, exact (bigint sums read back as numbers: a shop's sums stay far below 2^53).
 */
import { LOW_STOCK_BELOW, ORDER_STATUS } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { countsAsSaleSql } from "../orders/status.js";

const num = (value: unknown) => Number(value ?? 0);

/** `[start, end)` as ISO instants. */
export interface Window {
  start: string;
  end: string;
}

/** Orders that count as sales (orders/status.ts) with a part still waiting to ship, placed before `placedBefore`. */
export async function ordersWaitingToShip(db: Tx, placedBefore: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`
      select count(*)::int as n from orders o
      where ${countsAsSaleSql(sql`o.status`)} and o.order_date < ${placedBefore}::timestamptz
        and exists (select 1 from seller_shipments s where s.order_id = o.id and s.status = ${ORDER_STATUS.placed})`),
  );
  return num(row?.n);
}

export async function waitingCounts(db: Tx) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db.execute(sql`
      select
        (select count(*) from returns where status = 'requested')::int as requested,
        (select count(*) from returns where status = 'escalated')::int as escalated,
        (select count(*) from seller_applications where status = 'pending')::int as applications,
        (select count(*) from seller_balances where balance_cents > 0)::int as owed_sellers,
        (select coalesce(sum(balance_cents), 0) from seller_balances where balance_cents > 0)::bigint as owed_cents,
        (select count(*) from product_variants
          where archived_at is null and quantity > 0 and quantity < ${LOW_STOCK_BELOW})::int as low_stock,
        (select count(*) from product_variants where archived_at is null and quantity = 0)::int as sold_out,
        (select count(*) from mail_outbox where failed_at is not null)::int as failed_mails`),
  );
  return {
    returnsWaiting: { requested: num(row?.requested), escalated: num(row?.escalated) },
    applicationsWaiting: num(row?.applications),
    payoutsOwed: { sellers: num(row?.owed_sellers), amountCents: num(row?.owed_cents) },
    lowStock: num(row?.low_stock),
    soldOut: num(row?.sold_out),
    failedMails: num(row?.failed_mails),
  };
}

/**
 * Sales (the orders' totals) and orders placed in the window, in `currency`: those that count as sales
 * (orders/status.ts: not cancelled, not a card order awaiting payment).
 */
export async function salesIn(db: Tx, window: Window, currency: string) {
  const [row] = await rowsOf<{ cents: unknown; orders: unknown }>(
    db.execute(sql`
      select coalesce(sum(o.total_cents::bigint), 0)::bigint as cents, count(*)::int as orders
      from orders o
      where o.order_date >= ${window.start}::timestamptz and o.order_date < ${window.end}::timestamptz
        and ${countsAsSaleSql(sql`o.status`)} and o.currency = ${currency}`),
  );
  return { salesCents: num(row?.cents), orders: num(row?.orders) };
}
