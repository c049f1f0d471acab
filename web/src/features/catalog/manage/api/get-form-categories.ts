import { type Category, type Page, PAGE_SIZES } from "@shop/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client";
import { categoryKeys } from "../query-keys";

/** GET /public/categories: the categories a product form offers. */
export function getFormCategories(signal?: AbortSignal): Promise<Category[]> {
  return api
    .get<Page<Category>>("/public/categories", {
      signal,
      query: { pageNumber: 0, pageSize: PAGE_SIZES.sellerCategories },
    })
    .then((page) => page.content);
}

export const getFormCategoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.form, queryFn: ({ signal }) => getFormCategories(signal) });

export function useFormCategories() {
  return useQuery(getFormCategoriesQueryOptions());
}
