import type { Product } from "@shop/contract";
import { useQueries } from "@tanstack/react-query";
import { useSessionUser } from "../../../../lib/session";
import { getProductPermission } from "../api/get-product-permission";
import { managedProductKeys } from "../query-keys";

export interface ProductPermission {
  canEdit: boolean;
  canDelete: boolean;
  /** True until the checks have answered. */
  pending: boolean;
}

const ALLOWED: ProductPermission = { canEdit: true, canDelete: true, pending: false };

/**
 * The per-product rights of docs/product/storefront.md §6: two checks per product (can edit, can delete).
 * When a check fails, edit is denied and delete is allowed only for admins (the failure is only
 * logged). Without the checks (`enabled` false) both are allowed.
 */
export async function loadProductPermission(
  productId: number,
  isAdmin: boolean,
  signal?: AbortSignal,
): Promise<Omit<ProductPermission, "pending">> {
  try {
    const [canEdit, canDelete] = await Promise.all([
      getProductPermission(productId, "edit", signal),
      getProductPermission(productId, "delete", signal),
    ]);
    return { canEdit, canDelete };
  } catch (error) {
    console.warn(`Permission check failed for product ${productId}`, error);
    return { canEdit: false, canDelete: isAdmin };
  }
}

export function useProductPermissions(
  products: readonly Product[],
  { enabled, isAdmin }: { enabled: boolean; isAdmin: boolean },
): (productId: number) => ProductPermission {
  const user = useSessionUser();
  const results = useQueries({
    queries: products.map((product) => ({
      queryKey: [...managedProductKeys.permissions(user?.id, product.productId), isAdmin],
      queryFn: ({ signal }: { signal: AbortSignal }) => loadProductPermission(product.productId, isAdmin, signal),
      enabled,
      staleTime: 60_000,
    })),
  });
  return (productId) => {
    if (!enabled) return ALLOWED;
    const index = products.findIndex((p) => p.productId === productId);
    const data = results[index]?.data;
    return data ? { ...data, pending: false } : { canEdit: false, canDelete: false, pending: true };
  };
}
