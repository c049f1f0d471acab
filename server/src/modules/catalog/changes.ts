/**
 * How every server learns that the catalog changed: a NOTIFY on one channel, sent inside the
 * transaction that made the change (so it is delivered only if that transaction commits), and a
 * LISTEN per server (db/notifications.ts). The server that made the change also applies it at once, without waiting for
 * its own notification.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.js";
import { listenOn } from "../../db/notifications.js";
import type { CatalogCache, CatalogChange } from "./cache.js";

export const CATALOG_CHANNEL = "marigold_catalog";

/** The cache of each app, by its database handle (two apps on one database are two servers). */
const caches = new WeakMap<object, Set<CatalogCache>>();

export function registerCache(db: Db, cache: CatalogCache) {
  const set = caches.get(db) ?? new Set();
  set.add(cache);
  caches.set(db, set);
  return () => set.delete(cache);
}

/**
 * Announces a change from inside the transaction that makes it; call `applyLocally` after commit.
 * Stock changes name their products; anything else empties every catalog cache.
 */
export async function announceCatalogChange(tx: Tx, change: CatalogChange) {
  await tx.execute(sql`select ${catalogNotification(change)}`);
}

/** The NOTIFY of a change as an SQL expression, for a statement that makes the change and announces it. */
export function catalogNotification(change: CatalogChange) {
  const payload = change.kind === "all" ? "all" : `stock:${change.productIds.slice(0, 1000).join(",")}`;
  return sql`pg_notify(${CATALOG_CHANNEL}, ${payload})`;
}

/** Applies a change to this process's caches for `db` (after the transaction committed). */
export function applyCatalogChange(db: Db, change: CatalogChange) {
  for (const cache of caches.get(db) ?? []) cache.apply(change);
}

export function parseChange(payload: string | undefined): CatalogChange {
  if (payload?.startsWith("stock:")) {
    const ids = payload
      .slice(6)
      .split(",")
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    return { kind: "stock", productIds: ids };
  }
  return { kind: "all" };
}

/**
 * Listens for catalog changes (db/notifications.ts) and applies them to `cache`. While the
 * connection is down the cache is emptied (and kept only until its entries expire); on reconnection
 * it is emptied again (notifications may have been missed). Returns a function that stops listening.
 */
export function listenForCatalogChanges(db: Db, cache: CatalogCache, log: FastifyBaseLogger): () => Promise<void> {
  return listenOn(
    db,
    CATALOG_CHANNEL,
    {
      onPayload: (payload) => cache.apply(parseChange(payload)),
      onReset: () => cache.apply({ kind: "all" }),
    },
    log,
  );
}
