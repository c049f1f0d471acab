import type { SellerOrder } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sellerKeys } from "../query-keys";

/** GET /seller/orders/{id}: one order as its seller sees it, with its history (docs/decisions/0016-order-history.md). */
export function getSellerOrder(orderId: number, signal?: AbortSignal): Promise<SellerOrder> {
  return api.get<SellerOrder>(`/seller/orders/${orderId}`, { signal });
}

/** Read afresh each time the details open: the order may have moved on since. */
export const getSellerOrderQueryOptions = (orderId: number | null) =>
  queryOptions({
    queryKey: sellerKeys.order(orderId),
    queryFn: ({ signal }) => getSellerOrder(orderId ?? 0, signal),
    staleTime: 0,
    refetchOnMount: "always",
  });

export function useSellerOrder(orderId: number | null) {
  return useQuery({ ...getSellerOrderQueryOptions(orderId), enabled: orderId !== null });
}
