/**
 * Catalog API (server-rules.md section 3), one file per audience: the storefront (public, cached),
 * product management (sellers and admins), product galleries and categories (admins). Routes stay thin: the rules are
 * in the use cases (browse-catalog.ts, manage-products.ts, manage-categories.ts), the SQL in the
 * repositories.
 */
import type { App } from "../../core/deps.js";
import { CatalogCache } from "./cache.js";
import { listenForCatalogChanges, registerCache } from "./changes.js";
import { categoryRoutes } from "./category-routes.js";
import { galleryRoutes } from "./gallery-routes.js";
import { productRoutes } from "./product-routes.js";
import { storefrontRoutes } from "./storefront-routes.js";

export async function catalogRoutes(app: App) {
  const { config, db } = app.deps;
  const cache = new CatalogCache(config.catalogCache.enabled, config.catalogCache.ttlMs);
  const unregister = registerCache(db, cache);
  const stopListening = cache.enabled ? listenForCatalogChanges(db, cache, app.log) : async () => {};
  app.addHook("onClose", async () => {
    unregister();
    await stopListening();
  });
  await storefrontRoutes(app, cache);
  await productRoutes(app);
  await galleryRoutes(app);
  await categoryRoutes(app);
}
