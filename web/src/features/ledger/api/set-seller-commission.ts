import type { SellerAccount } from "@shop/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** PUT /admin/sellers/{id}/commission: the seller's own rate, or null for the shop's default. */
export function setSellerCommission(sellerId: number, percent: number | null): Promise<SellerAccount> {
  return api.put<SellerAccount>(`/admin/sellers/${sellerId}/commission`, { percent });
}

export function useSetSellerCommission(sellerId: number) {
  return useMutation({ mutationFn: (percent: number | null) => setSellerCommission(sellerId, percent) });
}
