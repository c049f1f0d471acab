/**
 * The owner's home in the back office (docs/decisions/0053-the-back-office-of-its-own.md): what needs
 * doing today and the last 30 days against the 30 before, in one answer. Amounts are integer minor
 * units of the shop's currency, summed by the database; days are UTC calendar days.
 */
import { z } from "zod";
import { setupChecklistSchema } from "./settings.js";

/** An order waits to ship once a part of it has been "Order Placed" for longer than this. */
export const HOME_SHIP_WAIT_DAYS = 2;
/** The figures' window, and the one before it they are compared with. */
export const HOME_PERIOD_DAYS = 30;

const minor = z.number().int().meta({ description: "Amount in the currency's minor units", example: 1999 });
const count = z.number().int().nonnegative();
const day = z.string().meta({ description: "A UTC calendar day", example: "2026-11-25" });

/** One period's figures: orders not cancelled, placed in the shop's current currency. */
export const homePeriodSchema = z.object({
  from: day,
  to: day,
  salesCents: minor,
  orders: count,
  /** Sales divided by orders, rounded to the nearest minor unit; 0 without orders. */
  averageOrderCents: minor,
});
export type HomePeriod = z.infer<typeof homePeriodSchema>;

export const adminHomeSchema = z
  .object({
    currency: z.string().length(3),
    todo: z.object({
      /** Orders not cancelled with a part still "Order Placed", placed on `upTo` or earlier (the list's `to=`). */
      ordersToShip: z.object({ count, upTo: day }),
      /** Returns asked for and not yet answered (requested) or escalated to the owner. */
      returnsWaiting: z.object({ requested: count, escalated: count }),
      applicationsWaiting: count,
      /** Sellers the shop owes money (a positive balance), and the sum owed. */
      payoutsOwed: z.object({ sellers: count, amountCents: minor }),
      /** Variants on sale with 0 < quantity < LOW_STOCK_BELOW, and with none left. */
      lowStock: count,
      soldOut: count,
      failedMails: count,
    }),
    /** Null once every step is done. */
    setup: setupChecklistSchema.nullable(),
    last30: homePeriodSchema,
    previous30: homePeriodSchema,
  })
  .meta({ id: "AdminHome" });
export type AdminHome = z.infer<typeof adminHomeSchema>;
