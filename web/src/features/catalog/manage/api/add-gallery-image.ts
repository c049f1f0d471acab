import type { Product } from "@shop/contract";
import { uploadImage } from "../../../../lib/image-upload";

/** POST /admin/products/{id}/images: one more image at the end of the gallery (at most 8). */
export function addGalleryImage(productId: number, image: File): Promise<Product> {
  return uploadImage<Product>("POST", `/admin/products/${productId}/images`, image);
}
