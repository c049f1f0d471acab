import { type SellerProfile, sellerProfileSchema } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { sellerKeys } from "../query-keys";

/** GET /seller/profile: the seller's username and the display name customers see (null: the username). */
export function getSellerProfile(signal?: AbortSignal): Promise<SellerProfile> {
  return api.get("/seller/profile", { signal, schema: sellerProfileSchema });
}

export const getSellerProfileQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: sellerKeys.profile(userId), queryFn: ({ signal }) => getSellerProfile(signal) });

export function useSellerProfile() {
  const user = useSessionUser();
  return useQuery(getSellerProfileQueryOptions(user?.id));
}
