import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** PUT /carts/products/{productId}/quantity/{increase|decrease}. */
export function updateCartQuantity(productId: number, operation: "increase" | "decrease"): Promise<Cart> {
  return api.put<Cart>(`/carts/products/${productId}/quantity/${operation}`);
}
