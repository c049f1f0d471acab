import type { Promotion, PromotionUpdateInput } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { type PromotionScope, promotionsPath } from "../query-keys";

/** PUT .../promotions/{id}: edits a code, or deactivates it ({active: false}). */
export function updatePromotion(scope: PromotionScope, id: number, change: PromotionUpdateInput): Promise<Promotion> {
  return api.put<Promotion>(`${promotionsPath(scope)}/${id}`, change);
}
