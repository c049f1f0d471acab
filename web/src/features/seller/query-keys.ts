/**
 * The seller's query keys, per signed-in user, and what refreshes them. The stats, the sales overview
 * and the orders count the seller's products: they carry catalog's `readsManagedProducts` mark, so a
 * product saved or deleted in product management refreshes them too.
 */
import type { DashboardRange } from "@shop/contract";
import { partialMatchKey, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSessionUser } from "../../lib/session";
import { isManagedProductsQuery } from "../catalog";

const sellerRoot = (userId: number | undefined) => ["seller", userId] as const;

export const sellerKeys = {
  all: sellerRoot,
  stats: (userId: number | undefined) => [...sellerRoot(userId), "stats"] as const,
  dashboard: (userId: number | undefined, days: DashboardRange) => [...sellerRoot(userId), "dashboard", days] as const,
  orders: (userId: number | undefined, page: number, size: number) =>
    [...sellerRoot(userId), "orders", page, size] as const,
  /** The seller's own profile (their shop's display name). */
  profile: (userId: number | undefined) => [...sellerRoot(userId), "profile"] as const,
  /** The admins' list of applications to sell, by status filter and page (docs/decisions/0047). */
  applications: (userId: number | undefined, status: string, page: number) =>
    [...sellerRoot(userId), "applications", status, page] as const,
  /** The caller's own application to sell and its status. */
  ownApplication: (userId: number | undefined) => [...sellerRoot(userId), "application"] as const,
  /** One order's details with its history: read afresh each time they open, not refreshed with the lists. */
  order: (orderId: number | null) => ["seller", "order", orderId] as const,
};

/**
 * After an order's status changed: the seller's lists, stats and sales are read again, and so is
 * product management (stock and the "can delete" checks may follow an order).
 */
export function useRefreshSellerData() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return () => refreshSellerData(queryClient, user?.id);
}

export function refreshSellerData(queryClient: QueryClient, userId: number | undefined): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      partialMatchKey(query.queryKey, sellerKeys.all(userId)) || isManagedProductsQuery(query, userId),
  });
}
