import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";
import type { ProductPayload } from "./create-product";

/** PUT /admin/products/{id}: the product as saved (expectedQuantity guards against a stock change meanwhile). */
export function updateProduct(
  productId: number,
  payload: ProductPayload & { categoryId: number; productId: number; expectedQuantity?: number },
): Promise<Product> {
  return api.put<Product>(`/admin/products/${productId}`, payload);
}
