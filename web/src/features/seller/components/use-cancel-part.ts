import type { SellerOrder } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/back-office";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { cancelSellerPart } from "../api/update-seller-order-status";
import { sellerKeys, useRefreshSellerData } from "../query-keys";

/**
 * The seller cancelling their part: which order's dialog is open, the server's answer or refusal, and,
 * once done, the part as it is now (`onCancelled`), its details and the lists read again.
 */
export function useCancelPart(onCancelled: (order: SellerOrder) => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSellerData();
  const [order, setOrder] = useState<SellerOrder | null>(null);
  /** The order whose part was just cancelled here (its details say so). */
  const [done, setDone] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) => cancelSellerPart(orderId, reason),
    onSuccess: (answer) => {
      setOrder(null);
      setDone(answer.orderId);
      onCancelled(answer);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.order(answer.orderId) });
      void refresh();
    },
  });
  return {
    order,
    done,
    busy: mutation.isPending,
    error: order && mutation.isError ? errorMessage(mutation.error, FALLBACK.updateOrderStatus) : null,
    open: (o: SellerOrder) => {
      mutation.reset();
      setOrder(o);
    },
    submit: (reason: string) => order && mutation.mutate({ orderId: order.orderId, reason }),
    close: () => {
      setOrder(null);
      mutation.reset();
    },
    forget: () => setDone(null),
  };
}
