import type { Review, ReviewInput } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { useReviewMutation } from "../use-review-mutation";

/** POST /products/{id}/reviews for a first review, PUT /reviews/{reviewId} to change it. */
export function saveReview(productId: number, reviewId: number | undefined, input: ReviewInput): Promise<Review> {
  return reviewId === undefined
    ? api.post<Review>(`/products/${productId}/reviews`, input)
    : api.put<Review>(`/reviews/${reviewId}`, input);
}

export const useSaveReview = (productId: number, reviewId: number | undefined) =>
  useReviewMutation(productId, (input: ReviewInput) => saveReview(productId, reviewId, input));
