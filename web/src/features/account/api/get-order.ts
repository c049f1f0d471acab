import { type Order, orderSchema } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { requireSession } from "../../../lib/session-guard";
import { ordersQueryKey } from "./get-orders";

export const orderQueryKey = (userId: number | undefined, orderId: number) =>
  [...ordersQueryKey(userId), orderId] as const;

/** GET /orders/{id}: one order with its history. */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  requireSession(FALLBACK.loginToViewOrderDetails);
  return api.get(`/orders/${orderId}`, { signal, schema: orderSchema });
}

/** Read afresh each time its details open. */
export const getOrderQueryOptions = (userId: number | undefined, orderId: number) =>
  queryOptions({
    queryKey: orderQueryKey(userId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });

export function useOrder(orderId: number, enabled: boolean) {
  const user = useSessionUser();
  return useQuery({ ...getOrderQueryOptions(user?.id, orderId), enabled: enabled && user !== null });
}
