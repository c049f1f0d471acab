/** The store settings' row: one JSON value under the key "store" of the `settings` table. */
import { type StoreSettings, storeSettingsSchema } from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

const KEY = "store";

/** The stored settings; undefined before the first start wrote them. */
export async function readStoreSettings(db: Tx): Promise<StoreSettings | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  if (!row) return undefined;
  // Parsed by the contract: a value written by an older version gets the fields it lacks refused
  // loudly rather than shown half.
  return storeSettingsSchema.parse(JSON.parse(row.value));
}

/** Writes the settings unless there are some already (the first start's initial values). */
export async function insertStoreSettingsIfMissing(db: Tx, value: StoreSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoNothing();
}

export async function writeStoreSettings(db: Tx, value: StoreSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: JSON.stringify(value) })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
