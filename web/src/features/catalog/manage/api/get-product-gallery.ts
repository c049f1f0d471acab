import type { Product } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { managedProductKeys } from "../query-keys";

/** A product with its gallery, as the storefront answers it (the owner manages only listed products' images). */
export function getProductGallery(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

export const getProductGalleryQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: managedProductKeys.gallery(productId),
    queryFn: ({ signal }) => getProductGallery(productId, signal),
  });

export function useProductGallery(productId: number) {
  return useQuery(getProductGalleryQueryOptions(productId));
}
