import { FALLBACK } from "@shop/contract/messages/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { requireSession } from "../../../lib/session-guard";
import { ordersQueryKey } from "./get-orders";

/** PUT /orders/{id}/cancel. */
export function cancelOrder(orderId: number): Promise<unknown> {
  requireSession(FALLBACK.loginToCancelOrder);
  return api.put(`/orders/${orderId}/cancel`);
}

/** Cancels, then reloads the user's orders (docs/product/storefront.md §4), whatever the answer was. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey(user?.id) }),
  });
}
