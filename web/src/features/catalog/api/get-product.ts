import type { Product } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function fetchProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

export const productQueryKey = (productId: number) => ["products", "detail", productId] as const;

export function useProduct(productId: number | null) {
  return useQuery({
    queryKey: productQueryKey(productId ?? 0),
    queryFn: ({ signal }) => fetchProduct(productId ?? 0, signal),
    enabled: productId !== null,
  });
}
