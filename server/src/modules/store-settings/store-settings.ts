/**
 * Store settings: the shop's name, contact details, home page content and what it charges,
 * kept in the database so every server behind it uses the same (docs/decisions/0013-store-settings.md).
 * Reads for pages come from a per-server copy, dropped on every server by a PostgreSQL notification
 * sent in the transaction that changes the settings (as catalog changes are, db/notifications.ts);
 * money is always read in the transaction that charges it.
 */
import {
  currencyDigits,
  EMPTY_STORE_SETTINGS,
  logoHash,
  fromMinor,
  toMinor,
  MSG,
  type StoreSettings,
  type StoreSettingsInput,
  withCurrency,
} from "@shop/contract";
import type { Config } from "../../config.js";
import type { StoreSettingsService } from "../../core/deps.js";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { listenOn } from "../../db/notifications.js";
import { badRequest, conflict } from "../../core/errors.js";
import { type Amounts, amountsIn } from "../../core/money.js";
import { deleteUnusedImage, imageExists } from "../images/store.js";
import {
  hasOrders,
  insertStoreSettingsIfMissing,
  readStoreSettings,
  rescaleMinorUnits,
  writeStoreSettings,
} from "./repository.js";

/** The settings as answered: they always name the hero, banners and logo, null and [] when the owner set none. */
export const settingsAnswer = (value: StoreSettings): StoreSettings => ({
  ...value,
  hero: value.hero ?? null,
  logo: value.logo ?? null,
  banners: value.banners ?? [],
  shippingZones: value.shippingZones ?? [],
});

/**
 * An admin's change of the settings: a body without hero, banners, logo, currency or country (a client
 * from before them) keeps the stored ones. A logo must be a picture uploaded to the shop and still
 * stored (docs/decisions/0041-the-shop-logo.md). The fees are amounts of the (new) currency, refused with more
 * decimals than it has; the currency itself cannot change once the shop has orders (update's check).
 * It is made of the settings as stored under the row's lock, so it keeps the shipping zones (changed on
 * their own screen) even when they are saved at the same moment.
 */
export async function changeStoreSettings(
  deps: { settings: StoreSettingsService; db: Db },
  input: StoreSettingsInput,
): Promise<StoreSettings> {
  const { hero, banners, logo } = input;
  const hash = logoHash(logo);
  if (logo && (!hash || !(await imageExists(deps.db, logo.slice("/images/".length))))) {
    throw badRequest(MSG.logoInvalid, { logo: MSG.logoInvalid });
  }
  const saved = await deps.settings.update((stored) => {
    const next = withCurrency(
      {
        ...input,
        hero: hero === undefined ? (stored.hero ?? null) : hero,
        banners: banners === undefined ? (stored.banners ?? []) : banners,
        logo: logo === undefined ? (stored.logo ?? null) : logo,
      },
      stored,
    );
    const money = amountsIn(next.currency);
    // The zones are changed on their own screen (shipping-zones); this change keeps them.
    next.shippingZones = stored.shippingZones ?? [];
    if (next.currency !== stored.currency) {
      // A fee the change leaves as it was is kept as the product prices are (rescaled, rounded to the
      // new currency's decimals: 5.99 USD → 6 JPY); one the admin typed is checked as typed.
      const kept = (value: number) => money.amount(toMinor(value, money.digits));
      if (next.shippingFee === stored.shippingFee) next.shippingFee = kept(next.shippingFee);
      if (next.freeShippingThreshold !== null && next.freeShippingThreshold === stored.freeShippingThreshold) {
        next.freeShippingThreshold = kept(next.freeShippingThreshold);
      }
      next.shippingZones = next.shippingZones.map((zone) => ({
        ...zone,
        fee: kept(zone.fee),
        freeShippingThreshold: zone.freeShippingThreshold === null ? null : kept(zone.freeShippingThreshold),
      }));
    }
    money.minor(next.shippingFee, "shippingFee", "Shipping fee");
    money.minorOrNull(next.freeShippingThreshold, "freeShippingThreshold", "Free-shipping threshold");
    return next;
  });
  return settingsAnswer(saved);
}

/** The stored pictures ("/images/{base}-{width}.webp") the settings name, by base name. */
function pictureBases(value: StoreSettings | undefined): string[] {
  const paths = [value?.hero?.image, value?.logo, ...(value?.banners ?? []).map((b) => b.image)];
  return paths.flatMap((p) => {
    const base = p ? /^\/images\/([A-Za-z0-9]+)-\d+\.webp$/.exec(p)?.[1] : undefined;
    return base ? [base] : [];
  });
}

/** The channel on which a change of the settings is announced to every server. */
export const SETTINGS_CHANNEL = "marigold_settings";

/**
 * What a new shop starts with: nothing invented, the spec's fees, and SHOP_NAME, SHOP_CURRENCY,
 * SHOP_COUNTRY and FREE_SHIPPING_THRESHOLD (in that currency).
 */
export function initialSettings(
  config: Pick<Config, "shopName" | "freeShippingThreshold" | "shopCurrency" | "shopCountry">,
): StoreSettings {
  const digits = currencyDigits(config.shopCurrency);
  return {
    ...EMPTY_STORE_SETTINGS,
    shopName: config.shopName,
    currency: config.shopCurrency,
    country: config.shopCountry,
    currencyDigits: digits,
    // The spec's $5.99 in the shop's currency's decimals (6 in JPY) until the owner sets a fee.
    shippingFee: fromMinor(toMinor(EMPTY_STORE_SETTINGS.shippingFee, digits), digits),
    freeShippingThreshold: config.freeShippingThreshold,
  };
}

/** Writes the initial settings on a database that has none (at start-up; idempotent). */
export async function ensureStoreSettings(db: Db, config: Config): Promise<void> {
  await insertStoreSettingsIfMissing(db, initialSettings(config));
}

/**
 * The settings as stored, or the initial ones when the row is missing. A locked read needs the row:
 * on a database no start has prepared yet (ensureStoreSettings), the first settings are written first,
 * so that an order and a change of the currency always meet on the same row.
 */
async function currentSettings(db: Tx, config: Config, lock?: "share" | "update"): Promise<StoreSettings> {
  const stored = await readStoreSettings(db, lock);
  if (stored || !lock) return stored ?? initialSettings(config);
  await insertStoreSettingsIfMissing(db, initialSettings(config));
  return (await readStoreSettings(db, lock)) ?? initialSettings(config);
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

  async amounts(): Promise<Amounts> {
    return amountsIn((await this.get()).currency);
  }

  /**
   * The settings as the transaction `tx` reads them (an order keeps the amounts it was placed with),
   * the row share-locked, so that the currency cannot change under an order being placed.
   */
  readIn(tx: Tx): Promise<StoreSettings> {
    return currentSettings(tx, this.config, "share");
  }

  /** Saves the settings and tells every server, in one transaction (the notification leaves on commit). */
  async update(change: StoreSettings | ((before: StoreSettings) => StoreSettings)): Promise<StoreSettings> {
    const value = await this.db.transaction(async (tx) => {
      const before = await currentSettings(tx, this.config, "update");
      const value = typeof change === "function" ? change(before) : change;
      if (before.currency !== value.currency) {
        // Every order keeps the currency it was placed in, and the ledger adds them up: one currency per shop.
        if (await hasOrders(tx)) throw conflict(MSG.currencyLocked);
        await rescaleMinorUnits(tx, before.currencyDigits, value.currencyDigits);
      }
      await writeStoreSettings(tx, value);
      // A picture no setting names any more is deleted, as a replaced product picture is (unless
      // something else shows the same picture).
      const kept = new Set(pictureBases(value));
      for (const base of pictureBases(before)) if (!kept.has(base)) await deleteUnusedImage(tx, base);
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'changed')`);
      return value;
    });
    this.forget();
    return value;
  }
}
