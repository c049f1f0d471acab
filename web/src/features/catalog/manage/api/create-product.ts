import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** What the product form sends: the numbers as numbers. */
export interface ProductPayload {
  productName: string;
  description: string;
  price: number;
  discount: number;
  quantity: number;
}

/** POST /admin/categories/{categoryId}/products: the new product. */
export function createProduct(categoryId: number, payload: ProductPayload): Promise<Product> {
  return api.post<Product>(`/admin/categories/${categoryId}/products`, payload);
}
