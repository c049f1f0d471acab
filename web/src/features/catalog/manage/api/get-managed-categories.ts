import { type CategoryDetail, type Page, PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { categoryKeys } from "../query-keys";

/** GET /public/categories: category management lists by name, ascending, with each tax rate (docs/product/storefront.md §7). */
export function getManagedCategories(pageNumber: number, signal?: AbortSignal): Promise<Page<CategoryDetail>> {
  return api.get<Page<CategoryDetail>>("/public/categories", {
    signal,
    query: { pageNumber, pageSize: PAGE_SIZES.table, sortBy: "categoryName", sortOrder: "asc" },
  });
}

export const getManagedCategoriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: categoryKeys.managed(page),
    queryFn: ({ signal }) => getManagedCategories(page, signal),
    placeholderData: keepPreviousData,
  });

export function useManagedCategories(page: number) {
  return useQuery(getManagedCategoriesQueryOptions(page));
}
