/**
 * Changing products (docs/product/api.md §3): edited by their owner, deleted by the owner or an
 * admin. Every rule that decides who may do what is here; every change empties the catalog caches.
 */
import { MSG, type Product } from "@shop/contract";
import type { Db } from "../../db/client.js";
import { type AuthUser, isAdmin } from "../../core/user.js";
import { duplicateAs409, forbidden, notFound } from "../../core/errors.js";
import { deleteUnusedImage } from "../images/store.js";
import { galleryOf } from "./gallery-repository.js";
import { categoryOr404, changingCatalog } from "./manage-categories.js";
import { listPage } from "./product-pages.js";
import * as repo from "./product-repository.js";

export const canEdit = (user: AuthUser, ownerId: number) => ownerId === user.id;
export const canDelete = (user: AuthUser, ownerId: number) => ownerId === user.id || isAdmin(user);

/** Any product, listed or not (its owner and admins manage it either way). */
export async function productOr404(db: Db, id: number): Promise<Product> {
  const product = await repo.findProduct(db, id);
  if (!product) throw notFound(MSG.productNotFound);
  return product;
}

export async function ownerOr404(db: Db, id: number): Promise<number> {
  const owner = await repo.productOwner(db, id);
  if (owner === undefined) throw notFound(MSG.productNotFound);
  return owner;
}

/** Creates a product owned by the caller. */
export async function createProduct(
  db: Db,
  user: AuthUser,
  categoryId: number,
  input: repo.ProductValues,
): Promise<Product> {
  await categoryOr404(db, categoryId);
  const id = await duplicateAs409(
    () => changingCatalog(db, (tx) => repo.insertProduct(tx, input, categoryId, user.id)),
    MSG.productNameTaken,
  );
  return productOr404(db, id);
}

/** Changes a product; its owner only (admins too edit only their own). */
export async function updateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  input: repo.ProductValues & { categoryId?: number; expectedQuantity?: number },
): Promise<Product> {
  if (!canEdit(user, await ownerOr404(db, id))) throw forbidden("You can only edit your own products");
  const { categoryId } = input;
  if (categoryId !== undefined) await categoryOr404(db, categoryId);
  await duplicateAs409(() => changingCatalog(db, (tx) => repo.updateProduct(tx, id, input)), MSG.productNameTaken);
  return productOr404(db, id);
}

/** Deletes a product (its owner or an admin); it leaves every cart, orders keep their copy. */
export async function deleteProduct(db: Db, user: AuthUser, id: number): Promise<Product> {
  const product = await productOr404(db, id);
  if (!canDelete(user, product.sellerId)) throw forbidden("You can only delete your own products");
  await changingCatalog(db, async (tx) => {
    const shown = await galleryOf(tx, id);
    await repo.deleteProduct(tx, id);
    for (const image of shown) await deleteUnusedImage(tx, image);
  });
  return product;
}

/** A seller's or an admin's list of products: everything they manage, listed or not, never cached. */
export const listManagedProducts = listPage;
