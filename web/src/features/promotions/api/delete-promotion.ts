import { api } from "../../../lib/api-client";
import { type PromotionScope, promotionsPath } from "../query-keys";

/** DELETE .../promotions/{id}: only while nobody used the code (409 after: deactivate it instead). */
export function deletePromotion(scope: PromotionScope, id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${promotionsPath(scope)}/${id}`);
}
