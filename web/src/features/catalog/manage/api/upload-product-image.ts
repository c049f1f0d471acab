import { api } from "../../../../lib/api-client";

/** PUT /admin/products/{id}/image: the product's main image. */
export function uploadProductImage(productId: number, image: File): Promise<unknown> {
  const form = new FormData();
  form.append("image", image);
  return api.put(`/admin/products/${productId}/image`, form);
}
