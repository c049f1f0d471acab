import type { Cart } from "@shop/contract";
import { api } from "../../../lib/api-client";
import { variantQuery } from "./variant-query";

/** POST /carts/products/{productId}/quantity/{quantity}?variantId=V: adds the variant's line or adds to it. */
export function addToCart(productId: number, quantity: number, variantId?: number | null): Promise<Cart> {
  return api.post<Cart>(
    `/carts/products/${productId}/quantity/${Math.max(1, Math.floor(quantity))}${variantQuery(variantId)}`,
  );
}
