import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** PUT /carts/promotion {code}: the cart with the code; a refused code answers 400 with the reason. */
export function applyPromotion(code: string): Promise<Cart> {
  return api.put<Cart>("/carts/promotion", { code });
}
