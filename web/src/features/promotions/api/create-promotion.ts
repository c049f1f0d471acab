import type { Promotion, PromotionInput } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { type PromotionScope, promotionsPath } from "../query-keys";

/** POST /admin/promotions (the shop pays) or /seller/promotions (the seller pays): the new code. */
export function createPromotion(scope: PromotionScope, input: PromotionInput): Promise<Promotion> {
  return api.post<Promotion>(promotionsPath(scope), input);
}
