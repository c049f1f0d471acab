import type { Page, Product, ProductFilters } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/storefront";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ProductListParams extends Omit<ProductFilters, "option"> {
  /** `option=Name:Value` filters as the URL carries them (the server groups them). */
  option?: string[];
  pageNumber: number;
  pageSize: number;
  sortBy: string;
  sortOrder: "asc" | "desc";
  /** Lists one category's products (GET /public/categories/{id}/products). */
  categoryId?: number;
  /** Searches (GET /public/products/keyword/{keyword}), within categoryId when both are given. */
  keyword?: string;
}

/** The path of the list a set of params asks for: search, one category, or the whole catalog. */
export function productListPath(params: Pick<ProductListParams, "keyword" | "categoryId">): string {
  if (params.keyword) return `/public/products/keyword/${encodeURIComponent(params.keyword)}`;
  if (params.categoryId !== undefined) return `/public/categories/${params.categoryId}/products`;
  return "/public/products";
}

/** The docs/product/storefront.md §8 fallback text of the list a set of params asks for. */
export function productListFallback(params: Pick<ProductListParams, "keyword" | "categoryId">): string {
  if (params.keyword) return FALLBACK.search;
  if (params.categoryId !== undefined) return FALLBACK.fetchByCategory;
  return FALLBACK.fetchProducts;
}

/** GET the list a set of params asks for (productListPath): one page of products. */
export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<Page<Product>> {
  const { keyword, categoryId, inStock, onSale, ...rest } = params;
  return api.get<Page<Product>>(productListPath(params), {
    signal,
    query: {
      ...rest,
      // The category path carries the id itself; a search narrows to it with a query parameter.
      categoryId: keyword ? categoryId : undefined,
      inStock: inStock ? true : undefined,
      onSale: onSale ? true : undefined,
    },
  });
}

export const productsQueryKey = (params: ProductListParams) => ["products", "list", params] as const;

/** One page of products; the previous page stays on screen while the next one loads. */
export const getProductsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: productsQueryKey(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(params: ProductListParams) {
  return useQuery(getProductsQueryOptions(params));
}
