import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** DELETE /carts/promotion: the cart without its code. */
export function removePromotion(): Promise<Cart> {
  return api.delete<Cart>("/carts/promotion");
}
