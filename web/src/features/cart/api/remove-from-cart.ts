import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** DELETE /carts/{cartId}/product/{productId}. */
export function removeFromCart(cartId: number, productId: number): Promise<Cart | undefined> {
  return api.delete<Cart | undefined>(`/carts/${cartId}/product/${productId}`);
}
