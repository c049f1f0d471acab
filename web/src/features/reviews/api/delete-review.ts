import { api } from "../../../lib/api-client";
import { useReviewMutation } from "../use-review-mutation";

/** DELETE /reviews/{id}: the shopper's own review. */
export function deleteReview(reviewId: number): Promise<unknown> {
  return api.delete(`/reviews/${reviewId}`);
}

export const useDeleteReview = (productId: number) => useReviewMutation(productId, deleteReview);
