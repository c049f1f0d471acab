import type { ReturnableOrderPart, Return } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { returnKeys } from "../query-keys";

/** The customer's view of returns on one order: its returns and each part's window and units left. */
export interface OrderReturns {
  returns: Return[];
  parts: ReturnableOrderPart[];
}

/** GET /orders/{id}/returns and GET /orders/{id}/returnable, read together. */
export async function getOrderReturns(orderId: number, signal?: AbortSignal): Promise<OrderReturns> {
  const [returns, parts] = await Promise.all([
    api.get<Return[]>(`/orders/${orderId}/returns`, { signal }),
    api.get<ReturnableOrderPart[]>(`/orders/${orderId}/returnable`, { signal }),
  ]);
  return { returns, parts };
}

export const getOrderReturnsQueryOptions = (userId: number | undefined, orderId: number) =>
  queryOptions({
    queryKey: returnKeys.order(userId, orderId),
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
  });

export function useOrderReturns(orderId: number) {
  const user = useSessionUser();
  return useQuery(getOrderReturnsQueryOptions(user?.id, orderId));
}
