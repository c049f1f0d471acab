import { type Page, PAGE_SIZES, type Product } from "@shop/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../../lib/api-client";
import { useSessionUser } from "../../../../lib/session";
import { managedProductKeys, type ProductScope } from "../query-keys";

// Answers are typed, not re-validated: the server serializes them with the same contract schemas,
// and a back office should still show a list when an optional field is missing.

const managedQuery = (pageNumber: number) => ({
  pageNumber,
  pageSize: PAGE_SIZES.table,
  sortBy: "productId",
  sortOrder: "desc",
});

function getAdminProducts(pageNumber: number, signal?: AbortSignal): Promise<Page<Product>> {
  return api.get<Page<Product>>("/admin/products", { signal, query: managedQuery(pageNumber) });
}

/** The seller's own products; falls back to the admin list when the seller list answers 404 (docs/product/storefront.md §6). */
async function getSellerProducts(pageNumber: number, signal?: AbortSignal): Promise<Page<Product>> {
  try {
    return await api.get<Page<Product>>("/seller/products", { signal, query: managedQuery(pageNumber) });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return getAdminProducts(pageNumber, signal);
    throw error;
  }
}

/** GET /seller/products (My Products) or /admin/products (every product), newest first, a table's page. */
export function getManagedProducts(scope: ProductScope, pageNumber: number, signal?: AbortSignal) {
  return scope === "admin" ? getAdminProducts(pageNumber, signal) : getSellerProducts(pageNumber, signal);
}

/** The previous page stays on screen while the next one loads. */
export const getManagedProductsQueryOptions = (userId: number | undefined, scope: ProductScope, page: number) =>
  queryOptions({
    queryKey: managedProductKeys.products(userId, scope, page),
    queryFn: ({ signal }) => getManagedProducts(scope, page, signal),
    placeholderData: keepPreviousData,
  });

export function useManagedProducts(scope: ProductScope, page: number) {
  const user = useSessionUser();
  return useQuery(getManagedProductsQueryOptions(user?.id, scope, page));
}
