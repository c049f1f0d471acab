import { type SigninRequest, type SigninResponse, signinResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useLogin } from "../use-session";

export function signIn(credentials: SigninRequest): Promise<SigninResponse> {
  return api.post("/auth/signin", credentials, { schema: signinResponse });
}

/** Signs in and stores the session; the caller navigates (see loginRedirectTarget). */
export function useSignIn() {
  const login = useLogin();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (response) => login(response),
  });
}
