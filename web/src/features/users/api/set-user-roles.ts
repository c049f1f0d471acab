import type { AdminUser, Role } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** PUT /admin/users/{id}/roles: the account with its new roles. */
export function setUserRoles(userId: number, roles: Role[]): Promise<AdminUser> {
  return api.put<AdminUser>(`/admin/users/${userId}/roles`, { roles });
}
