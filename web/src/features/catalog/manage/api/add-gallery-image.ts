import type { Product } from "@shop/contract";
import { api } from "../../../../lib/api-client";

/** POST /admin/products/{id}/images: one more image at the end of the gallery (at most 8). */
export function addGalleryImage(productId: number, image: File): Promise<Product> {
  const form = new FormData();
  form.append("image", image);
  return api.post<Product>(`/admin/products/${productId}/images`, form);
}
