import type { Product } from "@shop/contract";
import { api } from "../../../lib/api-client";

/** GET /public/products/{id}: what a line added from a form needs (name, picture, price, stock, variants). */
export function getProductToAdd(productId: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/public/products/${productId}`, { signal });
}
