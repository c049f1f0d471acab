/**
 * What every start does to the database before serving (under the start-up lock, so servers starting
 * together do it once): the demo shop on an empty database when SEED_DEMO is on, the first store
 * settings, and the first admin from ADMIN_*. With SEED_DEMO off nothing else is created: no
 * category, product, review or order exists that the owner did not make (docs/product/api.md §9).
 */
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { ensureStoreSettings, initialSettings } from "../modules/store-settings/store-settings.js";
import { seedDemoShop } from "./demo.js";
import { ensureAdmin, isEmpty } from "./index.js";

/** Returns whether the demo shop was created. */
export async function prepareDatabase(
  db: Db,
  config: Config,
  log: { info(message: string): void } = { info: () => {} },
): Promise<boolean> {
  let created = false;
  if (config.seedDemo && (await isEmpty(db))) {
    log.info("empty database: creating the demo shop");
    await seedDemoShop(db, initialSettings(config));
    created = true;
  }
  // A new shop's settings: SHOP_NAME and FREE_SHIPPING_THRESHOLD, nothing invented (decision 0013).
  await ensureStoreSettings(db, config);
  if (config.admin) await ensureAdmin(db, config.admin);
  return created;
}
