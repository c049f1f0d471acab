import type { Product } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /public/products/{id}: one product with its gallery and rating. */
export function getProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

export const productQueryKey = (productId: number) => ["products", "detail", productId] as const;

export const getProductQueryOptions = (productId: number) =>
  queryOptions({ queryKey: productQueryKey(productId), queryFn: ({ signal }) => getProduct(productId, signal) });

/** The product of a page's id; nothing is asked for while the id is not a product id. */
export function useProduct(productId: number | null) {
  return useQuery({ ...getProductQueryOptions(productId ?? 0), enabled: productId !== null });
}
