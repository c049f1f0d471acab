import { uploadImage } from "../../../../lib/image-upload";

/** PUT /admin/products/{id}/image: the product's main image. */
export function uploadProductImage(productId: number, image: File): Promise<unknown> {
  return uploadImage("PUT", `/admin/products/${productId}/image`, image);
}
