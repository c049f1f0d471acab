import { type CreditNoteSummary, creditNoteSchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { orderQueryKey } from "./get-order";

/** GET /orders/{id}/credit-notes: what was credited against the order's invoice (docs/product/api.md §6). */
export function getCreditNotes(orderId: number, signal?: AbortSignal): Promise<CreditNoteSummary[]> {
  return api.get(`/orders/${orderId}/credit-notes`, { signal, schema: z.array(creditNoteSchema) });
}

/** Read only for a cancelled order: an order that is not cancelled has no credit note. */
export function useCreditNotes(orderId: number, enabled: boolean) {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...orderQueryKey(user?.id, orderId), "credit-notes"] as const,
    queryFn: ({ signal }) => getCreditNotes(orderId, signal),
    enabled: enabled && user !== null,
  });
}
