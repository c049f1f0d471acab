/**
 * Catalog API (docs/product/api.md §3), one file per audience: the storefront (public, cached),
 * product management (sellers and admins), product galleries and categories (admins). Routes stay thin: the rules are
 * in the use cases (browse-catalog.ts, manage-products.ts, manage-categories.ts), the SQL in the
 * repositories.
 */
import type { Product } from "@shop/contract";
import type { FastifyBaseLogger } from "fastify";
import type { App, AppDeps } from "../../core/deps.js";
import { categoryNameOf, productForPage } from "./browse-catalog.js";
import { CatalogCache } from "./cache.js";
import { listenForCatalogChanges, registerCache } from "./changes.js";
import { categoryRoutes } from "./category-routes.js";
import { galleryRoutes } from "./gallery-routes.js";
import { productRoutes } from "./product-routes.js";
import { storefrontRoutes } from "./storefront-routes.js";

/** One server's catalog: its answer cache, kept in step with every server's changes (changes.ts). */
export interface Catalog {
  cache: CatalogCache;
  /** The product a storefront product page shows, from the cached answer of its API read. */
  productForPage(id: number): Promise<Product | undefined>;
  /** A category's name, for the title of its product list. */
  categoryName(id: number): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Opens this server's catalog cache and starts listening for changes (off with CATALOG_CACHE=off). */
export function openCatalog(
  { config, db, settings }: Pick<AppDeps, "config" | "db" | "settings">,
  log: FastifyBaseLogger,
): Catalog {
  const cache = new CatalogCache(config.catalogCache.enabled, config.catalogCache.ttlMs);
  const unregister = registerCache(db, cache);
  const stopListening = cache.enabled ? listenForCatalogChanges(db, cache, log) : async () => {};
  return {
    cache,
    productForPage: (id) =>
      productForPage(
        {
          db,
          cache,
          money: () => settings.amounts(),
          returnWindowDays: () => settings.get().then((s) => s.returnWindowDays),
        },
        id,
      ),
    categoryName: (id) => categoryNameOf(db, id),
    close: async () => {
      unregister();
      await stopListening();
    },
  };
}

/** The catalog's routes over `catalog`'s cache. */
export function catalogRoutes(catalog: Catalog) {
  return async function catalogApi(app: App) {
    await storefrontRoutes(app, catalog.cache);
    await productRoutes(app);
    await galleryRoutes(app);
    await categoryRoutes(app);
  };
}
