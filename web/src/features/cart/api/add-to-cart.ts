import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** POST /carts/products/{productId}/quantity/{quantity}: adds the line or adds to it. */
export function addToCart(productId: number, quantity: number): Promise<Cart> {
  return api.post<Cart>(`/carts/products/${productId}/quantity/${Math.max(1, Math.floor(quantity))}`);
}
