import type { Role } from "@shop/contract";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageSpinner } from "../components/ui";
import type { LoginLocationState } from "../features/auth/login-redirect";
import { useSession } from "../lib/use-session";

function useLoginState(): LoginLocationState {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}

/** Signed-in only; guests go to /login, which returns them here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useSession();
  const loginState = useLoginState();
  if (isLoading) return <FullPageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={loginState} />;
  return children;
}

/**
 * Needs one of `roles` ("seller" means seller or admin). Per the spec, visitors without the role are
 * sent to /login too; only guests get a return path.
 */
export function RequireRole({ roles, children }: { roles: "seller" | "admin" | readonly Role[]; children: ReactNode }) {
  const session = useSession();
  const loginState = useLoginState();
  if (session.isLoading) return <FullPageSpinner />;
  const allowed =
    roles === "seller"
      ? session.isSeller
      : roles === "admin"
        ? session.isAdmin
        : roles.some((role) => session.hasRole(role));
  if (!allowed) return <Navigate to="/login" replace state={session.isAuthenticated ? undefined : loginState} />;
  return children;
}
