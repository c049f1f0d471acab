import type { Product } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/back-office";
import { useMutation } from "@tanstack/react-query";
import { addGalleryImage } from "./add-gallery-image";
import { createProduct, type ProductPayload } from "./create-product";
import { getProductGallery } from "./get-product-gallery";
import { updateProduct } from "./update-product";
import { uploadProductImage } from "./upload-product-image";

export interface SaveProductInput {
  payload: ProductPayload;
  categoryId: number;
  /** The pictures chosen: the first becomes the main image, the others join the gallery after it. */
  files: readonly File[];
  /** The stock the form opened with, for a product without options: units sold meanwhile stay sold. */
  expectedQuantity?: number;
  /** A new product's variants that show one of `files` (by its place; 0 is the main picture). */
  variantFiles?: readonly { options: Record<string, string>; file: number }[];
}

const sameOptions = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Creates the product (or updates `product`), then uploads the chosen pictures. A failed upload is
 * only logged; the product itself is saved (docs/product/storefront.md §8).
 */
export function useSaveProduct(product: Product | null) {
  return useMutation({
    mutationFn: async ({ payload, categoryId, files, expectedQuantity, variantFiles = [] }: SaveProductInput) => {
      const saved = product
        ? await updateProduct(product.productId, {
            ...payload,
            categoryId,
            productId: product.productId,
            ...(expectedQuantity !== undefined ? { expectedQuantity } : {}),
          })
        : await createProduct(categoryId, payload);
      for (const [i, image] of files.entries()) {
        try {
          if (i === 0) await uploadProductImage(saved.productId, image);
          else await addGalleryImage(saved.productId, image);
        } catch (error) {
          console.warn(FALLBACK.uploadImage, error);
        }
      }
      if (product || variantFiles.length === 0 || !payload.variants) return saved;
      // The uploaded files are the gallery in their order: each chosen variant now shows its own.
      const { gallery = [] } = await getProductGallery(saved.productId);
      if (gallery.length !== files.length) return saved;
      const variants = payload.variants.map((v) => {
        const pick = variantFiles.find((f) => sameOptions(f.options, v.options));
        return pick ? { ...v, image: gallery[pick.file]?.id ?? null } : v;
      });
      try {
        return await updateProduct(saved.productId, { ...payload, variants, categoryId, productId: saved.productId });
      } catch (error) {
        console.warn(FALLBACK.uploadImage, error);
        return saved;
      }
    },
  });
}
