import type { ReplyInput, Review } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { useReviewMutation } from "../use-review-mutation";

/** PUT /reviews/{id}/reply: the seller's answer under a review of their product. */
export function replyToReview({ reviewId, text }: ReplyInput & { reviewId: number }): Promise<Review> {
  return api.put<Review>(`/reviews/${reviewId}/reply`, { text });
}

export const useReplyToReview = (productId: number) => useReviewMutation(productId, replyToReview);
