import { type ChangePasswordRequest, signinResponse, type User, userResponse } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/current-user";
import { getSessionUser, setSessionUser } from "../../../lib/session";
import { storage } from "../../../lib/storage";

/** Keeps the stored session and the cached current user in step with a fresh user answer. */
function useApplyUser() {
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

/** PUT /profile/email {email, currentPassword?} → the user (the password only after 10 minutes signed in). */
export function useUpdateEmail() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: ({ email, currentPassword }: { email: string; currentPassword?: string }) =>
      api.put("/profile/email", { email, ...(currentPassword ? { currentPassword } : {}) }, { schema: userResponse }),
    onSuccess: (user) => applyUser(user),
  });
}

/** PUT /profile/password → a fresh token; every other token of the account stops working, so this one replaces the stored one. */
export function useChangePassword() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put("/profile/password", body, { schema: signinResponse }),
    onSuccess: ({ jwtToken, ...user }) => applyUser(user, jwtToken),
  });
}

/** PUT /profile/preferences {orderEmails} → the user. */
export function useUpdatePreferences() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (orderEmails: boolean) => api.put("/profile/preferences", { orderEmails }, { schema: userResponse }),
    onSuccess: (user) => applyUser(user),
  });
}

/** Ends the local session the way Logout does: the user record and the guest cart go, cached data too. */
export function useEndLocalSession() {
  const queryClient = useQueryClient();
  return () => {
    setSessionUser(null);
    storage.clearGuestCart();
    queryClient.clear();
  };
}

/** POST /auth/signout-all: every token of the account, this one included, stops working. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => api.post("/auth/signout-all") });
}

/** DELETE /profile {confirmUsername}: the account goes; its orders stay without personal data. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: ({ confirmUsername, currentPassword }: { confirmUsername: string; currentPassword?: string }) =>
      apiRequest("/profile", {
        method: "DELETE",
        body: { confirmUsername, ...(currentPassword ? { currentPassword } : {}) },
      }),
  });
}
