/** The seller's shop profile: the name customers see for them (docs/product/api.md §7). */
import { comparableName, ERROR_CODES, MSG } from "@shop/contract";
import { AppError, badRequest } from "../../core/errors.js";
import type { StoreSettingsService } from "../../core/deps.js";
import type { Db, Tx } from "../../db/client.js";
import { changingCatalog } from "../catalog/manage-categories.js";
import { imageExists } from "../images/store.js";
import { otherDisplayNames, type ProfileDetails, setDisplayName, setProfileDetails } from "./repository.js";

/**
 * Sets (or, with null, clears) the shop name. Product answers name the seller by it, so every server's
 * catalog cache lets go of them when it commits.
 *
 * Customers trust the name: it is unique among sellers whatever its case and spaces, and it may not
 * pass for the shop itself or for another seller's default label ("Seller 3"; the contract refuses
 * direction-changing characters).
 */
export function setShopName(
  deps: { db: Db; settings: Pick<StoreSettingsService, "readIn"> },
  sellerId: number,
  displayName: string | null,
): Promise<void> {
  return changingCatalog(deps.db, async (tx) => {
    if (displayName !== null) await checkShopName(tx, deps.settings, sellerId, displayName);
    await setDisplayName(tx, sellerId, displayName);
  });
}

/**
 * Refuses a shop name the account `sellerId` may not take (see setShopName), holding the names' lock
 * to the end of the transaction `tx`: an application and its approval check it too.
 */
export async function checkShopName(
  tx: Tx,
  settings: Pick<StoreSettingsService, "readIn">,
  sellerId: number,
  displayName: string,
  field = "displayName",
): Promise<void> {
  const wanted = comparableName(displayName);
  const label = /^seller(\d+)$/.exec(wanted);
  if (label && Number(label[1]) !== sellerId) {
    throw badRequest(MSG.displayNameIsSellerLabel, { [field]: MSG.displayNameIsSellerLabel });
  }
  if (comparableName((await settings.readIn(tx)).shopName) === wanted) {
    throw badRequest(MSG.displayNameIsShop, { [field]: MSG.displayNameIsShop });
  }
  if ((await otherDisplayNames(tx, sellerId)).some((other) => comparableName(other) === wanted)) {
    throw new AppError(ERROR_CODES.conflict, MSG.displayNameTaken, { [field]: MSG.displayNameTaken });
  }
}

/**
 * A change of the seller's profile: the display name when the body names it (`setShopName`), the tax
 * ID (docs/decisions/0036-taxes.md), business address (docs/decisions/0040), return window
 * (docs/decisions/0046-returns-and-refunds.md) and the shop page's details (docs/decisions/0047) when it
 * names them; a field left out is kept. A logo or cover must be a picture uploaded to the shop and still
 * stored.
 */
export async function changeSellerProfile(
  deps: { db: Db; settings: Pick<StoreSettingsService, "readIn"> },
  sellerId: number,
  change: { displayName?: string | null } & ProfileDetails,
): Promise<void> {
  const { displayName, ...details } = change;
  for (const field of ["logo", "cover"] as const) {
    const picture = details[field];
    if (picture && !(await imageExists(deps.db, picture.slice("/images/".length)))) {
      throw badRequest(MSG.shopPictureInvalid, { [field]: MSG.shopPictureInvalid });
    }
  }
  if (displayName !== undefined) await setShopName(deps, sellerId, displayName);
  // A product's answer names its seller's return window: a change of it lets go of every server's cached ones.
  if (details.returnWindowDays !== undefined)
    await changingCatalog(deps.db, (tx) => setProfileDetails(tx, sellerId, details));
  else await setProfileDetails(deps.db, sellerId, details);
}
