/** An admin grants or removes the seller and admin roles; the customer role always stays. */
import { type AdminUser, MSG, ROLES, type Role } from "@shop/contract";
import type { AppDeps } from "../../core/deps.js";
import { badRequest, notFound } from "../../core/errors.js";
import { retryingTransaction } from "../../db/transaction.js";
import { mailShopOf } from "../../mail/layout.js";
import { enqueueMail } from "../outbox/outbox.js";
import { sellerRoleGrantedMail } from "./mails.js";
import { lockRoles, updateRoles } from "./repository.js";

/** An account that becomes a seller this way is mailed, as an approved applicant is (docs/decisions/0047). */
export async function setUserRoles(
  deps: Pick<AppDeps, "db" | "settings" | "config" | "outbox">,
  actor: { id: number },
  userId: number,
  requested: readonly Role[],
): Promise<AdminUser> {
  const roles: Role[] = [ROLES.user, ...[ROLES.seller, ROLES.admin].filter((r) => requested.includes(r))];
  // An admin never locks themselves out of the admin screens.
  if (userId === actor.id && !roles.includes(ROLES.admin)) throw badRequest(MSG.ownAdminRole);
  const shop = mailShopOf(await deps.settings.get(), deps.config.storefrontUrl, deps.config.publicUrl);
  const { user, mailed } = await retryingTransaction(deps.db, async (tx) => {
    const before = await lockRoles(tx, userId);
    const user = await updateRoles(tx, userId, roles);
    if (!before || !user) throw notFound("User not found");
    const becomesSeller = roles.includes(ROLES.seller) && !before.roles.includes(ROLES.seller);
    if (becomesSeller) await enqueueMail(tx, sellerRoleGrantedMail(shop, { ...user, language: before.language }));
    return { user, mailed: becomesSeller };
  });
  if (mailed) deps.outbox.nudge();
  return user;
}
