import type { Return, ReturnRequestInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { returnKeys } from "../query-keys";

/** POST /orders/{id}/returns: the customer asks to return units of one delivered part. */
export function requestReturn(orderId: number, input: ReturnRequestInput): Promise<Return> {
  return api.post<Return>(`/orders/${orderId}/returns`, input);
}

/** The order's returns are read again once one is asked for, cancelled or escalated. */
function useRefreshOrderReturns(orderId: number) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return () => queryClient.invalidateQueries({ queryKey: returnKeys.order(user?.id, orderId) });
}

export function useRequestReturn(orderId: number) {
  const refresh = useRefreshOrderReturns(orderId);
  return useMutation({ mutationFn: (input: ReturnRequestInput) => requestReturn(orderId, input), onSuccess: refresh });
}

/** PUT /returns/{id}/cancel or /escalate: the customer's own moves. */
export function changeOwnReturn(id: number, move: "cancel" | "escalate"): Promise<Return> {
  return api.put<Return>(`/returns/${id}/${move}`);
}

export function useChangeOwnReturn(orderId: number) {
  const refresh = useRefreshOrderReturns(orderId);
  return useMutation({
    mutationFn: ({ id, move }: { id: number; move: "cancel" | "escalate" }) => changeOwnReturn(id, move),
    onSuccess: refresh,
  });
}
