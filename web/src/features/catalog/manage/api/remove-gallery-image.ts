import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** DELETE /admin/products/{id}/images/{imageId}: the gallery without that image. */
export function removeGalleryImage(productId: number, imageId: string): Promise<Product> {
  return api.delete<Product>(`/admin/products/${productId}/images/${imageId}`);
}
