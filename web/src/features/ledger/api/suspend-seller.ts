import type { SellerAccount } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { ledgerKeys } from "../query-keys";

/** PUT /admin/sellers/{id}/suspend: the seller's products leave the storefront (docs/decisions/0047). */
export function suspendSeller(sellerId: number, reason: string): Promise<SellerAccount> {
  return api.put<SellerAccount>(`/admin/sellers/${sellerId}/suspend`, { reason });
}

/** PUT /admin/sellers/{id}/reinstate: their products are on sale again. */
export function reinstateSeller(sellerId: number): Promise<SellerAccount> {
  return api.put<SellerAccount>(`/admin/sellers/${sellerId}/reinstate`);
}

/** Suspends (with a reason) or reinstates (null) a seller; the sellers' list is read again. */
export function useSellerSuspension() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ sellerId, reason }: { sellerId: number; reason: string | null }) =>
      reason === null ? reinstateSeller(sellerId) : suspendSeller(sellerId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ledgerKeys.all(user?.id), "sellers"] }),
  });
}
