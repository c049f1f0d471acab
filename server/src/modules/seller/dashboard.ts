/**
 * The seller dashboard's sales overview (docs/decisions/0018-seller-dashboard.md): the
 * last N UTC days (today included) for a seller's own lines, or the whole shop for an admin.
 */
import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_OLDEST_TO_SHIP,
  DASHBOARD_TOP_PRODUCTS,
  type DashboardRange,
  LOW_STOCK_BELOW,
  type SellerDashboard,
} from "@shop/contract";
import type { Tx } from "../../db/client.js";
import {
  cashOnDelivery,
  type DayRange,
  dailySales,
  ordersToShip,
  productsByStock,
  type SellerScope,
  topProducts,
} from "./repository.js";

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last `days` UTC calendar days up to the one holding `now`. */
export function lastDays(days: number, now: Date): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (days - 1) * DAY_MS;
  return {
    from: dayOf(first),
    to: dayOf(today),
    start: new Date(first).toISOString(),
    end: new Date(today + DAY_MS).toISOString(),
  };
}

export async function sellerDashboard(
  db: Tx,
  sellerId: SellerScope,
  days: DashboardRange,
  now = new Date(),
): Promise<SellerDashboard> {
  const range = lastDays(days, now);
  const [series, toShip, lowStock, soldOut, top, cash] = await Promise.all([
    dailySales(db, sellerId, range),
    ordersToShip(db, sellerId, DASHBOARD_OLDEST_TO_SHIP),
    productsByStock(db, sellerId, 1, LOW_STOCK_BELOW, DASHBOARD_LIST_SIZE),
    productsByStock(db, sellerId, 0, 1, DASHBOARD_LIST_SIZE),
    topProducts(db, sellerId, range, DASHBOARD_TOP_PRODUCTS),
    cashOnDelivery(db, sellerId, range),
  ]);
  return {
    days,
    from: range.from,
    to: range.to,
    series,
    // A sum of at most 90 daily figures the database already summed: each order is in one day.
    totals: {
      revenueCents: series.reduce((sum, d) => sum + d.revenueCents, 0),
      orders: series.reduce((sum, d) => sum + d.orders, 0),
    },
    toShip,
    lowStock,
    soldOut,
    topProducts: top,
    cashOnDelivery: cash,
  };
}
