import { type Category, type CategoryInput, type Page, PAGE_SIZES } from "@shop/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const adminCategoryKeys = {
  page: (page: number) => ["categories", "admin", page] as const,
};

/** Category management lists by name, ascending (docs/product/storefront.md §7). */
export function fetchCategoryPage(pageNumber: number, signal?: AbortSignal): Promise<Page<Category>> {
  return api.get<Page<Category>>("/public/categories", {
    signal,
    query: { pageNumber, pageSize: PAGE_SIZES.table, sortBy: "categoryName", sortOrder: "asc" },
  });
}

/** Creation uses the public path (admins only on the server). */
export const createCategory = (input: CategoryInput) => api.post<Category>("/public/categories", input);
export const updateCategory = (categoryId: number, input: CategoryInput) =>
  api.put<Category>(`/admin/categories/${categoryId}`, input);
export const deleteCategory = (categoryId: number) => api.delete(`/admin/categories/${categoryId}`);

export function useCategoryPage(page: number) {
  return useQuery({
    queryKey: adminCategoryKeys.page(page),
    queryFn: ({ signal }) => fetchCategoryPage(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Every category list of the app (storefront, product form) shares the "categories" key. */
export function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["categories"] });
}
