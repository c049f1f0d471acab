import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { variantQuery } from "./variant-query";

/** DELETE /carts/{cartId}/product/{productId}?variantId=V. */
export function removeFromCart(
  cartId: number,
  productId: number,
  variantId?: number | null,
): Promise<Cart | undefined> {
  return api.delete<Cart | undefined>(`/carts/${cartId}/product/${productId}${variantQuery(variantId)}`);
}
