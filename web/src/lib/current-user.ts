import type { User } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api, isApiError } from "./api-client";
import { getSessionUser, setSessionUser } from "./session";

export const currentUserQueryKey = ["auth", "user"] as const;

export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  // Typed, not re-validated (the server serializes with the contract's schema): no schema code on first load.
  return api.get<User>("/auth/user", { signal });
}

/**
 * Start-up check of a stored session: GET /auth/user once (never refetched), refreshing the stored
 * profile. A 4xx answer ends the session; a network or server error keeps it, so a brief outage
 * does not sign everybody out.
 */
export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      try {
        const user = await fetchCurrentUser(signal);
        const stored = getSessionUser();
        if (stored) {
          setSessionUser({ ...stored, id: user.id, username: user.username, email: user.email, roles: user.roles });
        }
        return user;
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500) setSessionUser(null);
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
