import type { ReviewList } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reviewKeys } from "../query-keys";

export const REVIEWS_PAGE_SIZE = 5;

/** GET /public/products/{id}/reviews: one page of a product's reviews. */
export function getProductReviews(productId: number, page: number, signal?: AbortSignal): Promise<ReviewList> {
  return api.get<ReviewList>(`/public/products/${productId}/reviews`, {
    signal,
    query: { pageNumber: page, pageSize: REVIEWS_PAGE_SIZE },
  });
}

export const getProductReviewsQueryOptions = (productId: number, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, page),
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
  });

export function useProductReviews(productId: number, page: number) {
  return useQuery(getProductReviewsQueryOptions(productId, page));
}
