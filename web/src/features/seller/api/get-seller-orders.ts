import { type Page, PAGE_SIZES, type SellerOrder } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { readsManagedProducts } from "../../catalog";
import { sellerKeys } from "../query-keys";

/** GET /seller/orders: the orders with the seller's products (their lines only), newest first. */
export function getSellerOrders(
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<SellerOrder>> {
  return api.get<Page<SellerOrder>>("/seller/orders", {
    signal,
    query: { pageNumber, pageSize, sortBy: "orderDate", sortOrder: "desc" },
  });
}

/** The previous page stays on screen while the next one loads. */
export const getSellerOrdersQueryOptions = (userId: number | undefined, page: number, size: number) =>
  queryOptions({
    queryKey: sellerKeys.orders(userId, page, size),
    queryFn: ({ signal }) => getSellerOrders(page, size, signal),
    placeholderData: keepPreviousData,
    meta: readsManagedProducts(userId),
  });

export function useSellerOrders(page: number, size: number = PAGE_SIZES.table) {
  const user = useSessionUser();
  return useQuery(getSellerOrdersQueryOptions(user?.id, page, size));
}
