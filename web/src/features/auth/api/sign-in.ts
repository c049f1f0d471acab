import { type SigninRequest, type SigninResponse, signinResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLogin } from "../session-actions";

export function signIn(credentials: SigninRequest): Promise<SigninResponse> {
  return api.post("/auth/signin", credentials, { schema: signinResponse });
}

/** A successful sign-in: the server's answer, and the sign-in steps (the guest-cart merge) still running. */
export interface SignedIn {
  response: SigninResponse;
  /** What login() returned: resolves, never rejects, once every onSignIn listener has settled. */
  listenersSettled: Promise<void>;
}

/**
 * Signs in and stores the session (even when the page is left meanwhile); the caller awaits
 * `listenersSettled` and then navigates (see loginRedirectTarget).
 */
export function useSignIn() {
  const login = useLogin();
  return useMutation({
    mutationFn: async (credentials: SigninRequest): Promise<SignedIn> => {
      const response = await signIn(credentials);
      return { response, listenersSettled: login(response) };
    },
  });
}
