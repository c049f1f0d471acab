import type { LedgerEntry, SellerPaymentInput } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** POST /admin/sellers/{id}/payments: a payout or settlement; 409 when it would carry the balance past zero. */
export function recordPayment(sellerId: number, payment: SellerPaymentInput): Promise<LedgerEntry> {
  return api.post<LedgerEntry>(`/admin/sellers/${sellerId}/payments`, payment);
}
