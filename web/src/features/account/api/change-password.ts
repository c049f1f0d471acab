import { type ChangePasswordRequest, type SigninResponse, signinResponse } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useApplyUser } from "../use-apply-user";

/** PUT /profile/password → a fresh token; every other token of the account stops working. */
export function changePassword(body: ChangePasswordRequest): Promise<SigninResponse> {
  return api.put("/profile/password", body, { schema: signinResponse });
}

/** The fresh token replaces the stored one. */
export function useChangePassword() {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ jwtToken, ...user }) => applyUser(user, jwtToken),
  });
}
