import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { variantQuery } from "./variant-query";

/** PUT /carts/products/{productId}/quantity/{increase|decrease}?variantId=V. */
export function updateCartQuantity(
  productId: number,
  operation: "increase" | "decrease",
  variantId?: number | null,
): Promise<Cart> {
  return api.put<Cart>(`/carts/products/${productId}/quantity/${operation}${variantQuery(variantId)}`);
}
