import { type Page, PAGE_SIZES, type SellerOrder } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type OrderListRequest, orderListQueryOf } from "../order-list-params";

export const adminOrderKeys = {
  all: ["admin", "orders"] as const,
  list: (request: OrderListRequest, size: number) => ["admin", "orders", "list", request, size] as const,
  one: (orderId: number | null) => ["admin", "orders", "one", orderId] as const,
};

/** GET /admin/orders: every order of the shop with its parts, searched, filtered, sorted and paged. */
export function getAdminOrders(request: OrderListRequest, size: number, signal?: AbortSignal) {
  return api.get<Page<SellerOrder>>("/admin/orders", { signal, query: orderListQueryOf(request, size) });
}

export const getAdminOrdersQueryOptions = (request: OrderListRequest, size: number = PAGE_SIZES.table) =>
  queryOptions({
    queryKey: adminOrderKeys.list(request, size),
    queryFn: ({ signal }) => getAdminOrders(request, size, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (request: OrderListRequest, size?: number) =>
  useQuery(getAdminOrdersQueryOptions(request, size));

/** GET /admin/orders/{id}: one order with every part and its history, read afresh each time it opens. */
export function useAdminOrder(orderId: number | null) {
  return useQuery({
    queryKey: adminOrderKeys.one(orderId),
    queryFn: ({ signal }) => api.get<SellerOrder>(`/admin/orders/${orderId}`, { signal }),
    enabled: orderId !== null,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
