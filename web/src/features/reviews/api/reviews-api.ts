import type { MyReview, ReplyInput, Review, ReviewInput, ReviewList } from "@shop/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The catalog's query key of one product (catalog/api/get-product.ts): its average changes with a review. */
const productQueryKey = (productId: number) => ["products", "detail", productId] as const;

export const REVIEWS_PAGE_SIZE = 5;
const reviewsKey = (productId: number) => ["reviews", productId] as const;

export function useProductReviews(productId: number, page: number) {
  return useQuery({
    queryKey: [...reviewsKey(productId), "list", page],
    queryFn: ({ signal }) =>
      api.get<ReviewList>(`/public/products/${productId}/reviews`, {
        signal,
        query: { pageNumber: page, pageSize: REVIEWS_PAGE_SIZE },
      }),
  });
}

export function useMyReview(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...reviewsKey(productId), "mine"],
    queryFn: ({ signal }) => api.get<MyReview>(`/products/${productId}/reviews/mine`, { signal }),
    enabled,
  });
}

/** Every review write refreshes the product's reviews and the product itself (its average). */
function useReviewMutation<V>(productId: number, write: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: reviewsKey(productId) });
      void client.invalidateQueries({ queryKey: productQueryKey(productId) });
    },
  });
}

export const useSaveReview = (productId: number, reviewId: number | undefined) =>
  useReviewMutation(productId, (input: ReviewInput) =>
    reviewId === undefined
      ? api.post<Review>(`/products/${productId}/reviews`, input)
      : api.put<Review>(`/reviews/${reviewId}`, input),
  );

export const useDeleteReview = (productId: number) =>
  useReviewMutation(productId, (reviewId: number) => api.delete(`/reviews/${reviewId}`));

export const useReplyToReview = (productId: number) =>
  useReviewMutation(productId, ({ reviewId, text }: ReplyInput & { reviewId: number }) =>
    api.put<Review>(`/reviews/${reviewId}/reply`, { text }),
  );

export const useHideReview = (productId: number) =>
  useReviewMutation(productId, (reviewId: number) => api.put(`/admin/reviews/${reviewId}/hidden`));
