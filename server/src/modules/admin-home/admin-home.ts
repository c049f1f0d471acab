/** The owner's home: what needs doing today and the last 30 days (docs/decisions/0053-the-back-office-of-its-own.md). */
import {
  type AdminHome,
  HOME_PERIOD_DAYS,
  HOME_SHIP_WAIT_DAYS,
  type HomePeriod,
  type StoreSettings,
} from "@shop/contract";
import type { Db } from "../../db/client.js";
import { setupChecklist } from "../setup/checklist.js";
import { ordersWaitingToShip, salesIn, waitingCounts } from "./repository.js";

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Sales over orders, to the nearest minor unit (halves up); integers only, so exact. */
export function averageOrder(salesCents: number, orders: number): number {
  if (orders === 0) return 0;
  return Math.floor((2 * salesCents + orders) / (2 * orders));
}

async function period(db: Db, firstDay: number, days: number, currency: string): Promise<HomePeriod> {
  const end = firstDay + days * DAY_MS;
  const { salesCents, orders } = await salesIn(
    db,
    { start: new Date(firstDay).toISOString(), end: new Date(end).toISOString() },
    currency,
  );
  return {
    from: dayOf(firstDay),
    to: dayOf(end - DAY_MS),
    salesCents,
    orders,
    averageOrderCents: averageOrder(salesCents, orders),
  };
}

export async function adminHome(db: Db, settings: StoreSettings, now = new Date()): Promise<AdminHome> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Waiting "past two days": placed on the day before yesterday or earlier (a UTC day the list's `to=` takes).
  const lastWaitingDay = today - HOME_SHIP_WAIT_DAYS * DAY_MS;
  const firstDay = today - (HOME_PERIOD_DAYS - 1) * DAY_MS;
  const [toShip, waiting, setup, last30, previous30] = await Promise.all([
    ordersWaitingToShip(db, new Date(lastWaitingDay + DAY_MS).toISOString()),
    waitingCounts(db),
    setupChecklist(db, settings),
    period(db, firstDay, HOME_PERIOD_DAYS, settings.currency),
    period(db, firstDay - HOME_PERIOD_DAYS * DAY_MS, HOME_PERIOD_DAYS, settings.currency),
  ]);
  return {
    currency: settings.currency,
    todo: { ordersToShip: { count: toShip, upTo: dayOf(lastWaitingDay) }, ...waiting },
    setup: setup.done ? null : setup,
    last30,
    previous30,
  };
}
