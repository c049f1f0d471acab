/** The SQL of product galleries (decision 0012): the image sets of one product, in order. */
import { asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { productImages, products } from "../../db/schema/index.js";
import { dropVariantImagesNotIn } from "./variants-repository.js";

/**
 * Locks the product (every gallery change of one product waits for the one before) and returns its
 * gallery in order; undefined when there is no such product.
 */
export async function lockGallery(db: Tx, productId: number): Promise<string[] | undefined> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  if (!product) return undefined;
  const rows = await db
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position), asc(productImages.image));
  return rows.map((r) => r.image);
}

/** Replaces the gallery with `images` in that order; the first becomes the product's main image. */
export async function writeGallery(db: Tx, productId: number, images: readonly string[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) {
    await db.insert(productImages).values(images.map((image, position) => ({ productId, image, position })));
  }
  await db
    .update(products)
    .set({ image: images[0] ?? null, updatedAt: new Date() })
    .where(eq(products.id, productId));
  // A variant whose picture left the gallery shows the product's main image again.
  await dropVariantImagesNotIn(db, productId, images);
}

/** The image sets a product shows (before deleting it). */
export async function galleryOf(db: Tx, productId: number): Promise<string[]> {
  const rows = await db
    .select({ image: productImages.image })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return rows.map((r) => r.image);
}
