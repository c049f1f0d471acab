/**
 * Calls of the seller dashboard and the product management screens (docs/product/storefront.md §7),
 * with their React Query hooks. Admin screens reuse the product calls.
 */
import {
  type Category,
  type DashboardRange,
  type Page,
  PAGE_SIZES,
  type Product,
  type SellerDashboard,
  type SellerOrder,
  type SellerStats,
} from "@shop/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { api, isApiError } from "../../../lib/api-client";
import { saveText } from "../../../lib/download";
import { useSessionUser } from "../../../lib/session";

// Answers are typed, not re-validated: the server serializes them with the same contract schemas,
// and a back office should still show a list when an optional field is missing.

/** Which list a product table shows: the caller's own products or every product (admins). */
export type ProductScope = "seller" | "admin";

export const sellerKeys = {
  all: (userId: number | undefined) => ["seller", userId] as const,
  stats: (userId: number | undefined) => ["seller", userId, "stats"] as const,
  dashboard: (userId: number | undefined, days: DashboardRange) => ["seller", userId, "dashboard", days] as const,
  productToEdit: (userId: number | undefined, productId: number) => ["seller", userId, "edit", productId] as const,
  orders: (userId: number | undefined, page: number, size: number) => ["seller", userId, "orders", page, size] as const,
  products: (userId: number | undefined, scope: ProductScope, page: number) =>
    ["seller", userId, "products", scope, page] as const,
  permissions: (userId: number | undefined, productId: number) => ["seller", userId, "permissions", productId] as const,
};

export const formCategoriesKey = ["categories", "form"] as const;

// ---- fetchers ----

export function fetchSellerStats(signal?: AbortSignal): Promise<SellerStats> {
  return api.get<SellerStats>("/seller/dashboard/stats", { signal });
}

/** GET /seller/dashboard: the sales overview of the last `days` UTC days (docs/decisions/0018-seller-dashboard.md). */
export function fetchSellerDashboard(days: DashboardRange, signal?: AbortSignal): Promise<SellerDashboard> {
  return api.get<SellerDashboard>("/seller/dashboard", { signal, query: { days } });
}

/** One product to open in the edit form (a dashboard stock alert links to it). */
export function fetchProductToEdit(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

export function fetchSellerOrders(
  pageNumber: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<Page<SellerOrder>> {
  return api.get<Page<SellerOrder>>("/seller/orders", {
    signal,
    query: { pageNumber, pageSize, sortBy: "orderDate", sortOrder: "desc" },
  });
}

const managedQuery = (pageNumber: number) => ({
  pageNumber,
  pageSize: PAGE_SIZES.table,
  sortBy: "productId",
  sortOrder: "desc",
});

export function fetchAdminProducts(pageNumber: number, signal?: AbortSignal): Promise<Page<Product>> {
  return api.get<Page<Product>>("/admin/products", { signal, query: managedQuery(pageNumber) });
}

/** The seller's own products; falls back to the admin list when the seller list answers 404 (spec section 6). */
export async function fetchSellerProducts(pageNumber: number, signal?: AbortSignal): Promise<Page<Product>> {
  try {
    return await api.get<Page<Product>>("/seller/products", { signal, query: managedQuery(pageNumber) });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return fetchAdminProducts(pageNumber, signal);
    throw error;
  }
}

export function fetchFormCategories(signal?: AbortSignal): Promise<Category[]> {
  return api
    .get<Page<Category>>("/public/categories", {
      signal,
      query: { pageNumber: 0, pageSize: PAGE_SIZES.sellerCategories },
    })
    .then((page) => page.content);
}

export interface ProductPayload {
  productName: string;
  description: string;
  price: number;
  discount: number;
  quantity: number;
}

export function createProduct(categoryId: number, payload: ProductPayload): Promise<Product> {
  return api.post<Product>(`/admin/categories/${categoryId}/products`, payload);
}

export function updateProduct(
  productId: number,
  payload: ProductPayload & { categoryId: number; productId: number; expectedQuantity?: number },
): Promise<Product> {
  return api.put<Product>(`/admin/products/${productId}`, payload);
}

export function deleteProduct(productId: number): Promise<unknown> {
  return api.delete(`/admin/products/${productId}`);
}

export function uploadProductImage(productId: number, image: File): Promise<unknown> {
  const form = new FormData();
  form.append("image", image);
  return api.put(`/admin/products/${productId}/image`, form);
}

/** Downloads the order lines of a date range as CSV (with the session's token, so not a plain link). */
export async function downloadOrdersCsv(range: { from: string; to: string }): Promise<void> {
  saveText(`orders-${range.from}-to-${range.to}.csv`, await api.get<string>("/seller/orders.csv", { query: range }));
}

/** One order as its seller sees it, with its history (docs/decisions/0016-order-history.md). */
export function useSellerOrder(orderId: number | null) {
  return useQuery({
    queryKey: ["seller", "order", orderId],
    queryFn: ({ signal }) => api.get<SellerOrder>(`/seller/orders/${orderId}`, { signal }),
    enabled: orderId !== null,
    // Read afresh each time the details open: the order may have moved on since.
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/** A product with its gallery, as the storefront answers it (the owner manages only listed products' images). */
export function fetchManagedProduct(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}

/** POST /admin/products/{id}/images: one more image at the end of the gallery (at most 8). */
export function addGalleryImage(productId: number, image: File): Promise<Product> {
  const form = new FormData();
  form.append("image", image);
  return api.post<Product>(`/admin/products/${productId}/images`, form);
}

/** PUT /admin/products/{id}/images: the gallery in a new order, the main image first. */
export function reorderGallery(productId: number, imageIds: readonly string[]): Promise<Product> {
  return api.put<Product>(`/admin/products/${productId}/images`, { images: imageIds });
}

export function removeGalleryImage(productId: number, imageId: string): Promise<Product> {
  return api.delete<Product>(`/admin/products/${productId}/images/${imageId}`);
}

const permissionAnswer = z.boolean();

/** GET /products/{id}/can-edit or /can-delete: a bare JSON boolean. */
export function fetchProductPermission(productId: number, action: "edit" | "delete", signal?: AbortSignal) {
  return api.get(`/products/${productId}/can-${action}`, { signal, schema: permissionAnswer });
}

export function updateSellerOrderStatus(orderId: number, status: "Shipped" | "Delivered"): Promise<unknown> {
  return api.put(`/seller/orders/${orderId}/status`, undefined, { query: { status } });
}

// ---- hooks ----

export function useSellerStats() {
  const user = useSessionUser();
  return useQuery({ queryKey: sellerKeys.stats(user?.id), queryFn: ({ signal }) => fetchSellerStats(signal) });
}

/** The sales overview; the previous range stays on screen while the next one loads. */
export function useSellerDashboard(days: DashboardRange) {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.dashboard(user?.id, days),
    queryFn: ({ signal }) => fetchSellerDashboard(days, signal),
    placeholderData: keepPreviousData,
  });
}

export function useProductToEdit(productId: number | undefined) {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.productToEdit(user?.id, productId ?? 0),
    queryFn: ({ signal }) => fetchProductToEdit(productId ?? 0, signal),
    enabled: productId !== undefined,
    staleTime: 0,
  });
}

export function useSellerOrders(page: number, size: number = PAGE_SIZES.table) {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.orders(user?.id, page, size),
    queryFn: ({ signal }) => fetchSellerOrders(page, size, signal),
    placeholderData: keepPreviousData,
  });
}

export function useManagedProducts(scope: ProductScope, page: number) {
  const user = useSessionUser();
  return useQuery({
    queryKey: sellerKeys.products(user?.id, scope, page),
    queryFn: ({ signal }) => (scope === "admin" ? fetchAdminProducts(page, signal) : fetchSellerProducts(page, signal)),
    placeholderData: keepPreviousData,
  });
}

export function useFormCategories() {
  return useQuery({ queryKey: formCategoriesKey, queryFn: ({ signal }) => fetchFormCategories(signal) });
}

/** Refreshes everything the seller screens show (lists, stats, permissions) after a change. */
export function useRefreshSellerData() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return () => queryClient.invalidateQueries({ queryKey: sellerKeys.all(user?.id) });
}
