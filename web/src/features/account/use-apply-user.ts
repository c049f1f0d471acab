import type { User } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../../lib/current-user";
import { getSessionUser, setSessionUser } from "../../lib/session";

/** Keeps the stored session and the cached current user in step with a fresh user answer. */
export function useApplyUser() {
  const queryClient = useQueryClient();
  return (user: User, jwtToken?: string) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    const stored = getSessionUser();
    if (stored) {
      setSessionUser({
        ...stored,
        username: user.username,
        email: user.email,
        roles: user.roles,
        jwtToken: jwtToken ?? stored.jwtToken,
      });
    }
  };
}
