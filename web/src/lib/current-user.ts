import type { User } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api, isClientError } from "./api-client";
import { getSessionUser, setSessionUser } from "./session";

export const currentUserQueryKey = ["auth", "user"] as const;

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  // Loaded with the request, so the contract's schemas stay out of the storefront's first load.
  const { userResponse } = await import("@shop/contract/schemas/auth");
  return api.get("/auth/user", { signal, schema: userResponse });
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
        if (isClientError(error)) setSessionUser(null);
        throw error;
      }
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
