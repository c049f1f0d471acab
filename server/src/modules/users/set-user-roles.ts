/** An admin grants or removes the seller and admin roles; the customer role always stays. */
import { type AdminUser, MSG, ROLES, type Role } from "@shop/contract";
import type { Tx } from "../../db/client.js";
import { badRequest, notFound } from "../../core/errors.js";
import { updateRoles } from "./repository.js";

export async function setUserRoles(
  db: Tx,
  actor: { id: number },
  userId: number,
  requested: readonly Role[],
): Promise<AdminUser> {
  const roles: Role[] = [ROLES.user, ...[ROLES.seller, ROLES.admin].filter((r) => requested.includes(r))];
  // An admin never locks themselves out of the admin screens.
  if (userId === actor.id && !roles.includes(ROLES.admin)) throw badRequest(MSG.ownAdminRole);
  const user = await updateRoles(db, userId, roles);
  if (!user) throw notFound("User not found");
  return user;
}
