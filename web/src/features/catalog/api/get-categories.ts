import type { Category, Page } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface CategoryListParams {
  pageNumber?: number;
  pageSize: number;
  sortBy?: "categoryId" | "categoryName";
  sortOrder?: "asc" | "desc";
}

/** GET /public/categories: one page of categories. */
export function getCategories(params: CategoryListParams, signal?: AbortSignal): Promise<Page<Category>> {
  const { pageNumber = 0, pageSize, sortBy = "categoryId", sortOrder = "asc" } = params;
  return api.get<Page<Category>>("/public/categories", {
    signal,
    query: { pageNumber, pageSize, sortBy, sortOrder },
  });
}

export const categoriesQueryKey = (params: CategoryListParams) => ["categories", params] as const;

/** Categories change rarely: a list is current for 5 minutes. */
export const getCategoriesQueryOptions = (params: CategoryListParams) =>
  queryOptions({
    queryKey: categoriesQueryKey(params),
    queryFn: ({ signal }) => getCategories(params, signal),
    staleTime: 5 * 60_000,
  });

export function useCategories(params: CategoryListParams) {
  return useQuery(getCategoriesQueryOptions(params));
}
