import type { Product } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { useSessionUser } from "../../../../lib/session";
import { managedProductKeys } from "../query-keys";

/** GET /public/products/{id}: one product to open in the edit form (a dashboard stock alert links to it). */
export function getProductToEdit(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

/** Read afresh each time: the form must start from the product as it is now. */
export const getProductToEditQueryOptions = (userId: number | undefined, productId: number) =>
  queryOptions({
    queryKey: managedProductKeys.productToEdit(userId, productId),
    queryFn: ({ signal }) => getProductToEdit(productId, signal),
    staleTime: 0,
  });

export function useProductToEdit(productId: number | undefined) {
  const user = useSessionUser();
  return useQuery({
    ...getProductToEditQueryOptions(user?.id, productId ?? 0),
    enabled: productId !== undefined,
  });
}
