import type { Product } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client";

export function fetchProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

export const productQueryKey = (productId: number) => ["products", "detail", productId] as const;

export function useProduct(productId: number | null) {
  const key = productQueryKey(productId ?? 0);
  const known = useQueryClient().getQueryState(key)?.error;
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchProduct(productId ?? 0, signal),
    enabled: productId !== null,
    // A 404 already in the cache (the server rendered this page and found no product) is the
    // answer: asking again on mount would render the loading state first, so the server's HTML
    // would show a skeleton instead of "No product found." and hydration would not match it.
    retryOnMount: !(isApiError(known) && known.status === 404),
  });
}
