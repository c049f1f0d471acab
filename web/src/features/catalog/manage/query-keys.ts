/**
 * The query keys of product and category management, and what refreshes them. Product management's
 * keys are per signed-in user; everything under `managedProductKeys.all(userId)` is read again after
 * one of the user's products changes, and so are other features' queries marked with
 * `readsManagedProducts` (the seller's stats, sales and orders count the seller's products).
 */
import { partialMatchKey, type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSessionUser } from "../../../lib/session";

/** Which list a product table shows: the caller's own products or every product (admins). */
export type ProductScope = "seller" | "admin";

const managedRoot = (userId: number | undefined) => ["catalog", "manage", userId] as const;

export const managedProductKeys = {
  all: managedRoot,
  products: (userId: number | undefined, scope: ProductScope, page: number) =>
    [...managedRoot(userId), "products", scope, page] as const,
  productToEdit: (userId: number | undefined, productId: number) =>
    [...managedRoot(userId), "edit", productId] as const,
  permissions: (userId: number | undefined, productId: number) =>
    [...managedRoot(userId), "permissions", productId] as const,
  /** A product's gallery in its dialog: not per user, and not refreshed with the lists (the dialog sets it). */
  gallery: (productId: number) => ["catalog", "manage", "gallery", productId] as const,
};

/** Every category list of the app (the storefront's, this screen's, the product form's) shares the root. */
export const categoryKeys = {
  all: ["categories"] as const,
  managed: (page: number) => ["categories", "manage", page] as const,
  form: ["categories", "form"] as const,
};

/** The `meta` of another feature's query whose answer counts this user's products: a product change refreshes it. */
export const readsManagedProducts = (userId: number | undefined) => ({ readsManagedProductsOf: userId ?? null });

/** Whether a query is this user's product management, or reads this user's products (`readsManagedProducts`). */
export function isManagedProductsQuery(query: Query, userId: number | undefined): boolean {
  return (
    partialMatchKey(query.queryKey, managedProductKeys.all(userId)) ||
    query.meta?.readsManagedProductsOf === (userId ?? null)
  );
}

/** After a product changed (saved, deleted, its images): what shows the user's products is read again. */
export function useRefreshManagedProducts() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return () => refreshManagedProducts(queryClient, user?.id);
}

export function refreshManagedProducts(queryClient: QueryClient, userId: number | undefined): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isManagedProductsQuery(query, userId) });
}

/** After a category changed: every category list is read again. */
export function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => refreshCategories(queryClient);
}

export function refreshCategories(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
}
