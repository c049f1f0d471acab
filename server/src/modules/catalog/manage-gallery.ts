/**
 * Product galleries (decision 0012): up to MAX_PRODUCT_IMAGES images per product, in the seller's order,
 * the first being the main image (kept in `products.image` for lists). Only the product's owner
 * changes them. Images are stored content-hashed before the transaction (encoding is slow); an image
 * that ends up shown by nothing is deleted again.
 */
import { MAX_PRODUCT_IMAGES, MSG, type Product } from "@shop/contract";
import type { Db } from "../../db/client.js";
import type { AuthUser } from "../../core/user.js";
import { badRequest, conflict, forbidden, notFound } from "../../core/errors.js";
import { deleteUnusedImage, imageBase, storeImage } from "../images/store.js";
import { lockGallery, writeGallery } from "./gallery-repository.js";
import { changingCatalog } from "./manage-categories.js";
import { canEdit, ownerOr404, productOr404 } from "./manage-products.js";

/** Checks that the caller may change the product's images; run before an upload is read. */
export async function assertCanChangeImages(db: Db, user: AuthUser, id: number): Promise<void> {
  if (!canEdit(user, await ownerOr404(db, id))) throw forbidden("You can only change your own products");
}

/**
 * Runs a change of the product's gallery in one transaction with the product locked: `next` gets the
 * gallery as it is and returns it as it should be. Images no longer shown anywhere are deleted.
 */
async function changeGallery(
  db: Db,
  id: number,
  digits: number,
  next: (current: string[]) => string[],
): Promise<Product> {
  await changingCatalog(db, async (tx) => {
    const current = await lockGallery(tx, id);
    if (current === undefined) throw notFound(MSG.productNotFound);
    const images = next(current);
    await writeGallery(tx, id, images);
    for (const dropped of current.filter((image) => !images.includes(image))) await deleteUnusedImage(tx, dropped);
  });
  return productOr404(db, id, digits);
}

/** Stores an upload, then applies the change; the stored image goes again when the change is refused. */
async function withStoredImage(
  db: Db,
  id: number,
  digits: number,
  upload: Buffer,
  next: (current: string[], image: string) => string[],
): Promise<Product> {
  const image = await storeImage(db, upload);
  try {
    return await changeGallery(db, id, digits, (current) => next(current, image));
  } catch (error) {
    await deleteUnusedImage(db, image);
    throw error;
  }
}

const full = () => conflict(MSG.galleryFull);

/** Adds an image at the end of the gallery (the main one when it is the first). */
export async function addGalleryImage(db: Db, id: number, digits: number, upload: Buffer): Promise<Product> {
  const before = await productOr404(db, id, digits);
  // Refused before the slow encoding when the gallery is already full (checked again under the lock).
  if ((before.gallery?.length ?? 0) >= MAX_PRODUCT_IMAGES) throw full();
  if (before.gallery?.some((g) => g.id === imageBase(upload))) throw conflict(MSG.imageAlreadyInGallery);
  return withStoredImage(db, id, digits, upload, (current, image) => {
    if (current.includes(image)) throw conflict(MSG.imageAlreadyInGallery);
    if (current.length >= MAX_PRODUCT_IMAGES) throw full();
    return [...current, image];
  });
}

/**
 * The single-image upload of docs/product/storefront.md (`PUT /admin/products/{id}/image`): the upload becomes the
 * main image, replacing the one that was main (as it replaced the only image before galleries); an
 * image already in the gallery moves to the front instead.
 */
export function setMainImage(db: Db, id: number, digits: number, upload: Buffer): Promise<Product> {
  return withStoredImage(db, id, digits, upload, (current, image) =>
    current.includes(image) ? [image, ...current.filter((i) => i !== image)] : [image, ...current.slice(1)],
  );
}

/** Removes one image; the next one becomes the main image when the main one goes. */
export function removeGalleryImage(db: Db, id: number, digits: number, imageId: string): Promise<Product> {
  return changeGallery(db, id, digits, (current) => {
    if (!current.includes(imageId)) throw notFound(MSG.imageNotInGallery);
    return current.filter((image) => image !== imageId);
  });
}

/** Puts the gallery in a new order: every image of the product exactly once, the main one first. */
export function reorderGallery(db: Db, id: number, digits: number, order: readonly string[]): Promise<Product> {
  return changeGallery(db, id, digits, (current) => {
    const same =
      order.length === current.length &&
      new Set(order).size === order.length &&
      order.every((i) => current.includes(i));
    if (!same) throw badRequest(MSG.galleryOrderMismatch);
    return [...order];
  });
}
