import type { App } from "../core/deps.js";
import { addressRoutes } from "./addresses/routes.js";
import { authRoutes } from "./auth/routes.js";
import { cartRoutes } from "./cart/routes.js";
import { type Catalog, catalogRoutes } from "./catalog/routes.js";
import { ledgerRoutes } from "./ledger/routes.js";
import { promotionRoutes } from "./promotions/routes.js";
import { orderRoutes } from "./orders/routes.js";
import { adminOrderRoutes } from "./orders/admin-routes.js";
import { adminHomeRoutes } from "./admin-home/routes.js";
import { newsletterRoutes } from "./newsletter/routes.js";
import { outboxRoutes } from "./outbox/routes.js";
import { paperRoutes } from "./papers/routes.js";
import { paymentRoutes } from "./payments/routes.js";
import { imageUploadRoutes } from "./images/upload-routes.js";
import { setupRoutes } from "./setup/routes.js";
import { ownerPageRoutes } from "./pages/routes.js";
import { reviewRoutes } from "./reviews/routes.js";
import { returnRoutes } from "./returns/routes.js";
import { sellerRoutes } from "./seller/routes.js";
import { sellerApplicationRoutes } from "./seller/application-routes.js";
import { shippingZonesRoutes } from "./shipping-zones/routes.js";
import { storeSettingsRoutes } from "./store-settings/routes.js";
import { userRoutes } from "./users/routes.js";

/** Every API module, mounted under /api; the catalog's routes answer from `catalog`'s cache. */
export const apiModules = (catalog: Catalog): ((app: App) => Promise<void>)[] => [
  authRoutes,
  userRoutes,
  catalogRoutes(catalog),
  cartRoutes,
  addressRoutes,
  orderRoutes,
  adminOrderRoutes,
  sellerRoutes,
  sellerApplicationRoutes,
  outboxRoutes,
  storeSettingsRoutes,
  shippingZonesRoutes,
  ownerPageRoutes,
  newsletterRoutes,
  reviewRoutes,
  ledgerRoutes,
  returnRoutes,
  promotionRoutes,
  paymentRoutes,
  paperRoutes,
  setupRoutes,
  adminHomeRoutes,
  imageUploadRoutes,
];
