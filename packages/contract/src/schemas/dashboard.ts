/**
 * The seller dashboard's sales overview (docs/decisions/0018-seller-dashboard.md).
 * Amounts are integer cents (sums made in the database, exact); days are UTC calendar days.
 */
import { z } from "zod";
import { MSG } from "../messages/back-office.js";
import { isoDate } from "./common.js";

/** The ranges a seller can pick, in days (today included). */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_DEFAULT_RANGE: DashboardRange = 30;
/** A product is low on stock below this quantity (and above zero). */
export const LOW_STOCK_BELOW = 10;
/** How many products each stock list and the top list show, and how many waiting orders. */
export const DASHBOARD_LIST_SIZE = 10;
export const DASHBOARD_TOP_PRODUCTS = 5;
export const DASHBOARD_OLDEST_TO_SHIP = 5;

export const sellerDashboardQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { error: MSG.dashboardDaysInvalid })
    .default("30")
    .transform((d) => Number(d) as DashboardRange),
});
export type SellerDashboardQuery = z.input<typeof sellerDashboardQuery>;

const cents = z.number().int().meta({ description: "Amount in cents", example: 1999 });
const day = z.string().meta({ description: "A UTC calendar day", example: "2026-11-25" });

/** A variant (docs/decisions/0022): its id and option values ({} for a product without options). */
const variantOf = { variantId: z.number().int().nullable(), options: z.record(z.string(), z.string()) };
const stockItem = z.object({
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  ...variantOf,
});
const stockList = z.object({
  /** How many products are in this state (the list shows the first DASHBOARD_LIST_SIZE). */
  count: z.number().int(),
  products: z.array(stockItem),
});

export const sellerDashboardSchema = z
  .object({
    days: z.number().int(),
    /** First and last day of the range (UTC, both included; the last is today). */
    from: day,
    to: day,
    /** Every day of the range, oldest first, zeros included: lines not cancelled, by the order's UTC day. */
    series: z.array(z.object({ day, revenueCents: cents, orders: z.number().int() })),
    totals: z.object({ revenueCents: cents, orders: z.number().int() }),
    /** Orders whose part (a seller's own; any part for the whole shop) is still Order Placed, whenever placed. */
    toShip: z.object({
      count: z.number().int(),
      oldest: z.array(z.object({ orderId: z.number().int(), orderDate: isoDate, amountCents: cents })),
    }),
    /** Variants with 0 < quantity < LOW_STOCK_BELOW, and with none left (each variant its own line). */
    lowStock: stockList,
    soldOut: stockList,
    /** The best-selling variants of the range by revenue (not cancelled). */
    topProducts: z.array(
      z.object({
        productId: z.number().int(),
        productName: z.string(),
        unitsSold: z.number().int(),
        revenueCents: cents,
        ...variantOf,
      }),
    ),
    /**
     * Cash on delivery for orders placed in the range, not cancelled: collected once delivered, to
     * collect before. A seller's own lines by their part's status; the whole shop's order totals
     * (with shipping and tax) by the order's status.
     */
    cashOnDelivery: z.object({
      toCollectCents: cents,
      toCollectOrders: z.number().int(),
      collectedCents: cents,
      collectedOrders: z.number().int(),
    }),
  })
  .meta({ id: "SellerDashboard" });
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;
