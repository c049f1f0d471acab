import { type SellerProfile, type SellerProfileInput, sellerProfileSchema } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { sellerKeys } from "../query-keys";

/** PUT /seller/profile: the display name (2..60 characters; blank goes back to the username) → the profile. */
export function updateSellerProfile(input: SellerProfileInput): Promise<SellerProfile> {
  return api.put("/seller/profile", input, { schema: sellerProfileSchema });
}

export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: updateSellerProfile,
    onSuccess: (saved) => queryClient.setQueryData(sellerKeys.profile(user?.id), saved),
  });
}
