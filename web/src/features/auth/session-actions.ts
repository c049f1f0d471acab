import type { SigninResponse } from "@shop/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { currentUserQueryKey } from "../../lib/current-user";
import { clearSessionExpiry, notifySignIn, setSessionUser } from "../../lib/session";
import { type StoredUser, storage } from "../../lib/storage";
import { signOut } from "./api/sign-out";

/**
 * Returns login(response): stores the signed-in user and runs the onSignIn listeners of
 * lib/session (the cart feature merges the guest cart there). The returned promise resolves once
 * every listener has settled and never rejects; navigation is the caller's job.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    (response: SigninResponse): Promise<void> => {
      const user: StoredUser = {
        id: response.id,
        username: response.username,
        email: response.email,
        roles: response.roles,
        jwtToken: response.jwtToken,
        isLoggedIn: true,
      };
      // The sign-in answer is fresh: seed the start-up check so it does not run again.
      queryClient.setQueryData(currentUserQueryKey, {
        id: response.id,
        username: response.username,
        email: response.email,
        roles: response.roles,
        orderEmails: response.orderEmails,
      });
      setSessionUser(user);
      clearSessionExpiry();
      return notifySignIn(user);
    },
    [queryClient],
  );
}

/** Returns logout(): clears the user and the guest cart at once, goes to /, then revokes the token (failures are only logged). */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = storage.getUser()?.jwtToken;
    const endLocalSession = () => {
      setSessionUser(null);
      storage.clearGuestCart();
    };
    // Leave the page first: clearing the user while a signed-in page is still shown would let its
    // guard send the visitor to /login instead of /.
    void Promise.resolve(navigate("/", { flushSync: true })).then(endLocalSession, endLocalSession);
    if (token) {
      signOut(token).catch((error: unknown) => console.warn("Logout failed", error));
    }
  }, [navigate]);
}
