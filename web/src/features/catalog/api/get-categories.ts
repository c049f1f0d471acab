import type { Category, Page } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface CategoryListParams {
  pageNumber?: number;
  pageSize: number;
  sortBy?: "categoryId" | "categoryName";
  sortOrder?: "asc" | "desc";
}

export function fetchCategories(params: CategoryListParams, signal?: AbortSignal): Promise<Page<Category>> {
  const { pageNumber = 0, pageSize, sortBy = "categoryId", sortOrder = "asc" } = params;
  return api.get<Page<Category>>("/public/categories", {
    signal,
    query: { pageNumber, pageSize, sortBy, sortOrder },
  });
}

export const categoriesQueryKey = (params: CategoryListParams) => ["categories", params] as const;

export function useCategories(params: CategoryListParams) {
  return useQuery({
    queryKey: categoriesQueryKey(params),
    queryFn: ({ signal }) => fetchCategories(params, signal),
    staleTime: 5 * 60_000,
  });
}
