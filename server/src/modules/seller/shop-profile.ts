/** The seller's shop profile: the name customers see for them (docs/product/api.md §7). */
import type { Db } from "../../db/client.js";
import { changingCatalog } from "../catalog/manage-categories.js";
import { setDisplayName } from "./repository.js";

/**
 * Sets (or, with null, clears) the shop name. Product answers name the seller by it, so every server's
 * catalog cache lets go of them when it commits.
 */
export function setShopName(db: Db, sellerId: number, displayName: string | null): Promise<void> {
  return changingCatalog(db, (tx) => setDisplayName(tx, sellerId, displayName));
}
