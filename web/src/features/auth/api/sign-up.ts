import type { SignupRequest } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /auth/signup; the shop registers customers only, so the role list is always ["user"]. */
export function signUp(values: Omit<SignupRequest, "role">): Promise<unknown> {
  return api.post("/auth/signup", { ...values, role: ["user"] });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
