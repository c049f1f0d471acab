import type { Promotion, PromotionUpdateInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { type PromotionScope, promotionKeys, promotionsPath } from "../query-keys";

/**
 * PUT .../promotions/{id}: edits a code (all but its text; its discount only while unused, 409 after:
 * docs/decisions/0057-discount-scopes.md), or deactivates it ({active: false}).
 */
export function updatePromotion(scope: PromotionScope, id: number, change: PromotionUpdateInput): Promise<Promotion> {
  return api.put<Promotion>(`${promotionsPath(scope)}/${id}`, change);
}

/** An edited code is read again with its scope's pages. */
export function useUpdatePromotion(scope: PromotionScope) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PromotionUpdateInput }) => updatePromotion(scope, id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(user?.id, scope) }),
  });
}
