/**
 * Catalog API (docs/product/api.md §3), one file per audience: the storefront (public, cached),
 * product management (sellers and admins), product galleries and categories (admins). Routes stay thin: the rules are
 * in the use cases (browse-catalog.ts, manage-products.ts, manage-categories.ts), the SQL in the
 * repositories.
 */
import type { Language, Product } from "@shop/contract";
import type { FastifyBaseLogger } from "fastify";
import type { App, AppDeps } from "../../core/deps.js";
import { categoryNameOf, productForPage } from "./browse-catalog.js";
import { CatalogCache } from "./cache.js";
import { listenForCatalogChanges, registerCache } from "./changes.js";
import { categoryRoutes } from "./category-routes.js";
import { galleryRoutes } from "./gallery-routes.js";
import { productRoutes } from "./product-routes.js";
import { storefrontRoutes } from "./storefront-routes.js";
import { type TextLanguage, textLanguageOf } from "./translations.js";

/** One server's catalog: its answer cache, kept in step with every server's changes (changes.ts). */
export interface Catalog {
  cache: CatalogCache;
  /** The product a storefront product page shows, from the cached answer of its API read, in the page's language. */
  productForPage(id: number, language?: Language): Promise<Product | undefined>;
  /** A category's name, for the title of its product list, in the page's language. */
  categoryName(id: number, language?: Language): Promise<string | undefined>;
  close(): Promise<void>;
}

/** Opens this server's catalog cache and starts listening for changes (off with CATALOG_CACHE=off). */
export function openCatalog(
  { config, db, settings }: Pick<AppDeps, "config" | "db" | "settings">,
  log: FastifyBaseLogger,
): Catalog {
  /** A page's text language: its prefix's language (the default's without one) among the offered. */
  const textsOf = async (language?: Language): Promise<TextLanguage> => {
    const offered = (await settings.get()).languages;
    return { ...textLanguageOf(undefined, offered), ...(language && offered.includes(language) ? { language } : {}) };
  };
  const cache = new CatalogCache(config.catalogCache.enabled, config.catalogCache.ttlMs);
  const unregister = registerCache(db, cache);
  const stopListening = cache.enabled ? listenForCatalogChanges(db, cache, log) : async () => {};
  return {
    cache,
    productForPage: async (id, language) =>
      productForPage(
        {
          db,
          cache,
          money: () => settings.amounts(),
          returnWindowDays: () => settings.get().then((s) => s.returnWindowDays),
          texts: await textsOf(language),
        },
        id,
      ),
    categoryName: async (id, language) => categoryNameOf(db, id, await textsOf(language)),
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
