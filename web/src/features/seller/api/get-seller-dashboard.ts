import type { DashboardRange, SellerDashboard } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { readsManagedProducts } from "../../catalog";
import { sellerKeys } from "../query-keys";

/** GET /seller/dashboard: the sales overview of the last `days` UTC days (docs/decisions/0018-seller-dashboard.md). */
export function getSellerDashboard(days: DashboardRange, signal?: AbortSignal): Promise<SellerDashboard> {
  return api.get<SellerDashboard>("/seller/dashboard", { signal, query: { days } });
}

/** The previous range stays on screen while the next one loads. */
export const getSellerDashboardQueryOptions = (userId: number | undefined, days: DashboardRange) =>
  queryOptions({
    queryKey: sellerKeys.dashboard(userId, days),
    queryFn: ({ signal }) => getSellerDashboard(days, signal),
    placeholderData: keepPreviousData,
    meta: readsManagedProducts(userId),
  });

export function useSellerDashboard(days: DashboardRange) {
  const user = useSessionUser();
  return useQuery(getSellerDashboardQueryOptions(user?.id, days));
}
