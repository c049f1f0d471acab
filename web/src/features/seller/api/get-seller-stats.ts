import type { SellerStats } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { readsManagedProducts } from "../../catalog";
import { sellerKeys } from "../query-keys";

/** GET /seller/dashboard/stats: products, orders, sales and customers of the seller. */
export function getSellerStats(signal?: AbortSignal): Promise<SellerStats> {
  return api.get<SellerStats>("/seller/dashboard/stats", { signal });
}

export const getSellerStatsQueryOptions = (userId: number | undefined) =>
  queryOptions({
    queryKey: sellerKeys.stats(userId),
    queryFn: ({ signal }) => getSellerStats(signal),
    meta: readsManagedProducts(userId),
  });

export function useSellerStats() {
  const user = useSessionUser();
  return useQuery(getSellerStatsQueryOptions(user?.id));
}
