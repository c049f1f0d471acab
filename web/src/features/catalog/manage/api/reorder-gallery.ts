import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** PUT /admin/products/{id}/images: the gallery in a new order, the main image first. */
export function reorderGallery(productId: number, imageIds: readonly string[]): Promise<Product> {
  return api.put<Product>(`/admin/products/${productId}/images`, { images: imageIds });
}
