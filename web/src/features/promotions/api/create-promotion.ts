import type { Promotion, PromotionInput } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionUser } from "../../../lib/session";
import { type PromotionScope, promotionKeys, promotionsPath } from "../query-keys";

/** POST /admin/promotions (the shop pays) or /seller/promotions (the seller pays): the new code. */
export function createPromotion(scope: PromotionScope, input: PromotionInput): Promise<Promotion> {
  return api.post<Promotion>(promotionsPath(scope), input);
}

/** A new code joins the list: the scope's pages are read again. */
export function useCreatePromotion(scope: PromotionScope) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (input: PromotionInput) => createPromotion(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all(user?.id, scope) }),
  });
}
