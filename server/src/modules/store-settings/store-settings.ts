/**
 * Store settings: the shop's name, contact details, home page content and what it charges,
 * kept in the database so every server behind it uses the same (docs/decisions/0013-store-settings.md).
 * Reads for pages come from a per-server copy at most SETTINGS_TTL_MS old; money is always read in
 * the transaction that charges it.
 */
import { EMPTY_STORE_SETTINGS, fromCents, type StoreSettings } from "@shop/contract";
import type { Config } from "../../config.js";
import type { StoreSettingsService } from "../../core/deps.js";
import type { Db, Tx } from "../../db/client.js";
import { insertStoreSettingsIfMissing, readStoreSettings, writeStoreSettings } from "./repository.js";

/** How stale another server's copy may be after a change (the server that saved it sees it at once). */
export const SETTINGS_TTL_MS = 1000;

/** What a new shop starts with: nothing invented, the spec's fees, and SHOP_NAME / FREE_SHIPPING_THRESHOLD. */
export function initialSettings(config: Pick<Config, "shopName" | "freeShippingThresholdCents">): StoreSettings {
  return {
    ...EMPTY_STORE_SETTINGS,
    shopName: config.shopName,
    freeShippingThreshold:
      config.freeShippingThresholdCents === null ? null : fromCents(config.freeShippingThresholdCents),
  };
}

/** Writes the initial settings on a database that has none (at start-up; idempotent). */
export async function ensureStoreSettings(db: Db, config: Config): Promise<void> {
  await insertStoreSettingsIfMissing(db, initialSettings(config));
}

/** The settings as stored, or the initial ones when the row is missing. */
async function currentSettings(db: Tx, config: Config): Promise<StoreSettings> {
  return (await readStoreSettings(db)) ?? initialSettings(config);
}

/** core's settings service: a short-lived copy per server for pages, the row itself for money. */
export class CachedStoreSettings implements StoreSettingsService {
  private copy: { value: StoreSettings; until: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** The settings for what pages show: this server's copy, refreshed after SETTINGS_TTL_MS. */
  async get(): Promise<StoreSettings> {
    const now = Date.now();
    if (this.copy && this.copy.until > now) return this.copy.value;
    const value = await currentSettings(this.db, this.config);
    this.copy = { value, until: now + SETTINGS_TTL_MS };
    return value;
  }

  /** The settings as the transaction `tx` reads them (an order keeps the amounts it was placed with). */
  readIn(tx: Tx): Promise<StoreSettings> {
    return currentSettings(tx, this.config);
  }

  async update(value: StoreSettings): Promise<StoreSettings> {
    await writeStoreSettings(this.db, value);
    this.copy = { value, until: Date.now() + SETTINGS_TTL_MS };
    return value;
  }
}
