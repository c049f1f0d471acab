import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** What the product form sends: the numbers as numbers; with options, the variants carry price and stock. */
export interface ProductPayload {
  productName: string;
  description: string;
  /** The texts in the shop's other languages (decision 0054); left out, the stored ones are kept. */
  translations?: Record<string, { productName: string; description?: string }>;
  price?: number;
  discount?: number;
  quantity?: number;
  options?: { name: string; values: string[] }[];
  variants?: {
    variantId?: number;
    options: Record<string, string>;
    price?: number;
    discount?: number;
    quantity: number;
    sku?: string | null;
    image?: string | null;
    expectedQuantity?: number;
  }[];
}

/** POST /admin/categories/{categoryId}/products: the new product. */
export function createProduct(categoryId: number, payload: ProductPayload): Promise<Product> {
  return api.post<Product>(`/admin/categories/${categoryId}/products`, payload);
}
