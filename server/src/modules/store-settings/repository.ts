/** The store settings' row: one JSON value under the key "store" of the `settings` table. */
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  type StoreSettings,
  shippingZonesSchema,
  storeSettingsInputSchema,
  withCurrency,
} from "@shop/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/transaction.js";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

const KEY = "store";

/**
 * The stored settings; undefined before the first start wrote them. `lock`: "share" for a transaction
 * that charges with them (an order), "update" for one that changes them, so that a change of the
 * currency and an order placed at the same time are one after the other.
 */
export async function readStoreSettings(db: Tx, lock?: "share" | "update"): Promise<StoreSettings | undefined> {
  const query = db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const [row] = await (lock ? query.for(lock) : query);
  if (!row) return undefined;
  // Parsed by the contract: a value written by an older version gets the fields it lacks refused
  // loudly rather than shown half. A value from before shops had a currency was a US dollar shop's.
  const stored = JSON.parse(row.value);
  const value = withCurrency(storeSettingsInputSchema.parse(stored), {
    currency: DEFAULT_CURRENCY,
    country: DEFAULT_COUNTRY,
  });
  // The zones are kept in the same row but are no part of the settings' change (shipping-zones).
  return { ...value, shippingZones: shippingZonesSchema.parse(stored.shippingZones ?? []) };
}

/** Whether the shop has orders or money booked (then its currency is fixed). */
export async function hasOrders(db: Tx): Promise<boolean> {
  const [row] = await rowsOf<{ any: boolean }>(
    db.execute(sql`select exists (select 1 from orders) or exists (select 1 from seller_ledger_entries) as any`),
  );
  return Boolean(row?.any);
}

/**
 * Rescales the amounts kept in minor units when the currency's decimals change (only while the shop
 * has no orders): a price of 19.99 stays 19.99 (1999 cents → 19990 fils), 19.5 in yen is rounded
 * half-up to 20 (at least 1). Discounts are basis points and stay.
 */
export async function rescaleMinorUnits(db: Tx, fromDigits: number, toDigits: number): Promise<void> {
  if (fromDigits === toDigits) return;
  const up = toDigits > fromDigits;
  const factor = 10 ** Math.abs(toDigits - fromDigits);
  const rescaled = (column: SQL) =>
    up ? sql`${column} * ${factor}` : sql`floor((${column} * 2 + ${factor}) / (${factor} * 2))::int`;
  // A price or a fixed code's value never rounds down to nothing.
  const scaled = (column: SQL) => (up ? rescaled(column) : sql`greatest(1, ${rescaled(column)})`);
  await db.execute(sql`update product_variants set price_cents = ${scaled(sql`price_cents`)}`);
  // specialPrice = price − price × discount, half-up (the pricing module's specialPriceCents).
  await db.execute(
    sql`update product_variants set special_price_cents = price_cents - floor((price_cents::bigint * discount_bp * 2 + 10000) / 20000)::int`,
  );
  await db.execute(sql`update promotions set value = ${scaled(sql`value`)} where kind = 'fixed'`);
  await db.execute(
    sql`update promotions set min_subtotal_cents = ${rescaled(sql`min_subtotal_cents`)} where min_subtotal_cents is not null`,
  );
}

/** Writes the settings unless there are some already (the first start's initial values). */
export async function insertStoreSettingsIfMissing(db: Tx, value: StoreSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: rowValue(value) })
    .onConflictDoNothing();
}

/** The row's JSON: the currency's decimals follow from its code, kept in the answer, not in the row. */
function rowValue(value: StoreSettings): string {
  const { currencyDigits: _, ...kept } = value;
  return JSON.stringify(kept);
}

export async function writeStoreSettings(db: Tx, value: StoreSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: rowValue(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
