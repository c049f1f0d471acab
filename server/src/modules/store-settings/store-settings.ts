/**
 * Store settings: the shop's name, contact details, home page content and what it charges,
 * kept in the database so every server behind it uses the same (docs/decisions/0013-store-settings.md).
 * Reads for pages come from a per-server copy, dropped on every server by a PostgreSQL notification
 * sent in the transaction that changes the settings (as catalog changes are, db/notifications.ts);
 * money is always read in the transaction that charges it.
 */
import { EMPTY_STORE_SETTINGS, fromCents, type StoreSettings } from "@shop/contract";
import type { Config } from "../../config.js";
import type { StoreSettingsService } from "../../core/deps.js";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { listenOn } from "../../db/notifications.js";
import { deleteUnusedImage } from "../images/store.js";
import { insertStoreSettingsIfMissing, readStoreSettings, writeStoreSettings } from "./repository.js";

/** The settings as answered: they always name the hero and banners, null and [] when the owner set none. */
export const settingsAnswer = (value: StoreSettings): StoreSettings => ({
  ...value,
  hero: value.hero ?? null,
  banners: value.banners ?? [],
});

/** An admin's change of the settings: a body without hero or banners (a client from before them) keeps the stored ones. */
export async function changeStoreSettings(
  settings: StoreSettingsService,
  db: Db,
  input: StoreSettings,
): Promise<StoreSettings> {
  const { hero, banners } = input;
  const stored = hero === undefined || banners === undefined ? await settings.readIn(db) : undefined;
  return settingsAnswer(
    await settings.update({
      ...input,
      hero: hero === undefined ? (stored?.hero ?? null) : hero,
      banners: banners === undefined ? (stored?.banners ?? []) : banners,
    }),
  );
}

/** The stored pictures ("/images/{base}-{width}.webp") the settings name, by base name. */
function pictureBases(value: StoreSettings | undefined): string[] {
  const paths = [value?.hero?.image, ...(value?.banners ?? []).map((b) => b.image)];
  return paths.flatMap((p) => {
    const base = p ? /^\/images\/([A-Za-z0-9]+)-\d+\.webp$/.exec(p)?.[1] : undefined;
    return base ? [base] : [];
  });
}

/** The channel on which a change of the settings is announced to every server. */
export const SETTINGS_CHANNEL = "marigold_settings";

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

/**
 * core's settings service: a copy per server for pages, kept until a notification says the settings
 * changed, and the row itself for money. While the server cannot listen (its connection to the
 * database is lost), it keeps no copy: every read goes to the database.
 */
export class CachedStoreSettings implements StoreSettingsService {
  private copy: StoreSettings | undefined;
  /** Bumped by every change, so a read that began before a change does not keep what it read. */
  private generation = 0;
  private listening = false;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** Starts listening for changes made by any server (app.ts, once); returns a function that stops. */
  listen(log: { warn(obj: object, msg: string): void }): () => Promise<void> {
    this.stopListening = listenOn(
      this.db,
      SETTINGS_CHANNEL,
      {
        onPayload: () => this.forget(),
        onReset: (listening) => {
          this.listening = listening;
          this.forget();
        },
      },
      log,
    );
    return async () => {
      this.listening = false;
      await this.stopListening?.();
    };
  }

  private forget() {
    this.generation++;
    this.copy = undefined;
  }

  /** The settings for what pages show: this server's copy while it listens for changes. */
  async get(): Promise<StoreSettings> {
    if (this.copy && this.listening) return this.copy;
    const generation = this.generation;
    const value = await currentSettings(this.db, this.config);
    if (generation === this.generation && this.listening) this.copy = value;
    return value;
  }

  /** The settings as the transaction `tx` reads them (an order keeps the amounts it was placed with). */
  readIn(tx: Tx): Promise<StoreSettings> {
    return currentSettings(tx, this.config);
  }

  /** Saves the settings and tells every server, in one transaction (the notification leaves on commit). */
  async update(value: StoreSettings): Promise<StoreSettings> {
    await this.db.transaction(async (tx) => {
      const before = await readStoreSettings(tx);
      await writeStoreSettings(tx, value);
      // A picture no setting names any more is deleted, as a replaced product picture is (unless
      // something else shows the same picture).
      const kept = new Set(pictureBases(value));
      for (const base of pictureBases(before)) if (!kept.has(base)) await deleteUnusedImage(tx, base);
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'changed')`);
    });
    this.forget();
    return value;
  }
}
