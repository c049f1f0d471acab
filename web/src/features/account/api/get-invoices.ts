import { type InvoiceSummary, invoiceSummarySchema } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { orderQueryKey } from "./get-order";

/**
 * GET /orders/{id}/invoices: the order's invoices, the shop's one or one per seller's part when sellers
 * issue them (docs/decisions/0040-invoices-issued-by-sellers.md).
 */
export function getInvoices(orderId: number, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return api.get(`/orders/${orderId}/invoices`, { signal, schema: z.array(invoiceSummarySchema) });
}

/** Read only for an order of several sellers' parts: an order of one part has one invoice whoever issues it. */
export function useInvoices(orderId: number, enabled: boolean) {
  const user = useSessionUser();
  return useQuery({
    queryKey: [...orderQueryKey(user?.id, orderId), "invoices"] as const,
    queryFn: ({ signal }) => getInvoices(orderId, signal),
    enabled: enabled && user !== null,
  });
}
