import { api } from "../../../lib/api-client";
import { useReviewMutation } from "../use-review-mutation";

/** PUT /admin/reviews/{id}/hidden: an admin hides a review from the shop. */
export function hideReview(reviewId: number): Promise<unknown> {
  return api.put(`/admin/reviews/${reviewId}/hidden`);
}

export const useHideReview = (productId: number) => useReviewMutation(productId, hideReview);
