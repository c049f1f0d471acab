import { FALLBACK, type Order, orderSchema } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, isApiError } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { requireSession } from "../../../lib/session-guard";

const orderList = z.array(orderSchema);

/** Every order query of every user: what a newly placed order makes stale. */
export const ORDERS_ROOT_KEY = ["orders"] as const;
export const ordersQueryKey = (userId: number | undefined) => [...ORDERS_ROOT_KEY, userId ?? null] as const;
export const orderQueryKey = (userId: number | undefined, orderId: number) =>
  [...ordersQueryKey(userId), orderId] as const;

/** GET /orders/users, newest first; a 404 reads as no orders (section 7). */
export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  requireSession(FALLBACK.loginToViewOrders);
  try {
    const orders = await api.get("/orders/users", { signal, schema: orderList });
    return [...orders].sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate) || b.orderId - a.orderId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function fetchOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  requireSession(FALLBACK.loginToViewOrderDetails);
  return api.get(`/orders/${orderId}`, { signal, schema: orderSchema });
}

export function useOrders() {
  const user = useSessionUser();
  return useQuery({
    queryKey: ordersQueryKey(user?.id),
    queryFn: ({ signal }) => fetchOrders(signal),
    enabled: user !== null,
  });
}

export function useOrder(orderId: number, enabled: boolean) {
  const user = useSessionUser();
  return useQuery({
    queryKey: orderQueryKey(user?.id, orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: enabled && user !== null,
    staleTime: 0,
  });
}

export function cancelOrder(orderId: number): Promise<unknown> {
  requireSession(FALLBACK.loginToCancelOrder);
  return api.put(`/orders/${orderId}/cancel`);
}

/** Cancels, then reloads the user's orders (section 4), whatever the answer was. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey(user?.id) }),
  });
}
