import type { LedgerEntry, SellerPaymentInput } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /admin/sellers/{id}/payments: a payout or settlement; 409 when it would carry the balance past zero. */
export function recordPayment(sellerId: number, payment: SellerPaymentInput): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(`/admin/sellers/${sellerId}/payments`, payment);
}

/** The list of sellers is read again by the page once it is told (its balances moved). */
export function useRecordPayment(sellerId: number) {
  return useMutation({ mutationFn: (payment: SellerPaymentInput) => recordPayment(sellerId, payment) });
}
