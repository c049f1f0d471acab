import { ROLES, type Role } from "@shop/contract";
import { useCurrentUserQuery } from "./current-user";
import { useSessionUser } from "./session";
import type { StoredUser } from "./storage";

export interface Session {
  user: StoredUser | null;
  /** True while a stored session is being checked at start-up; guards show a spinner meanwhile. */
  isLoading: boolean;
  isAuthenticated: boolean;
  hasRole: (role: Role) => boolean;
  /** Seller or admin: may open the seller dashboard. */
  isSeller: boolean;
  isAdmin: boolean;
}

/** The read-only view of the session for every screen; signing in and out are the auth feature's actions. */
export function useSession(): Session {
  const user = useSessionUser();
  const verification = useCurrentUserQuery(user !== null);
  const roles = user?.roles ?? [];
  const hasRole = (role: Role) => roles.includes(role);
  const isAdmin = hasRole(ROLES.admin);
  return {
    user,
    isLoading: user !== null && verification.isPending,
    isAuthenticated: user !== null,
    hasRole,
    isSeller: isAdmin || hasRole(ROLES.seller),
    isAdmin,
  };
}
