import type { MyReview } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reviewKeys } from "../query-keys";

/** GET /products/{id}/reviews/mine: the shopper's review of the product, and whether they may write one. */
export function getMyReview(productId: number, signal?: AbortSignal): Promise<MyReview> {
  return api.get<MyReview>(`/products/${productId}/reviews/mine`, { signal });
}

export const getMyReviewQueryOptions = (productId: number) =>
  queryOptions({ queryKey: reviewKeys.mine(productId), queryFn: ({ signal }) => getMyReview(productId, signal) });

export function useMyReview(productId: number, enabled: boolean) {
  return useQuery({ ...getMyReviewQueryOptions(productId), enabled });
}
