import { type Order, orderSchema } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api, isApiError } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { requireSession } from "../../../lib/session-guard";

const orderList = z.array(orderSchema);

/** Every order query of every user: what a newly placed order makes stale. */
export const ORDERS_ROOT_KEY = ["orders"] as const;
export const ordersQueryKey = (userId: number | undefined) => [...ORDERS_ROOT_KEY, userId ?? null] as const;

/** GET /orders/users, newest first; a 404 reads as no orders (docs/product/storefront.md §7). */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  requireSession(FALLBACK.loginToViewOrders);
  try {
    const orders = await api.get("/orders/users", { signal, schema: orderList });
    return [...orders].sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate) || b.orderId - a.orderId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export const getOrdersQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: ordersQueryKey(userId), queryFn: ({ signal }) => getOrders(signal) });

export function useOrders() {
  const user = useSessionUser();
  return useQuery({ ...getOrdersQueryOptions(user?.id), enabled: user !== null });
}
