/**
 * Changing the catalog (server-rules.md section 3): categories by admins, products by their
 * owner (edit) or the owner or an admin (delete). Every rule that decides who may do what is here.
 */
import { type Category, MSG, type Product } from "@shop/contract";
import type { Db } from "../../db/client.js";
import { isForeignKeyViolation } from "../../db/errors.js";
import { type AuthUser, isAdmin } from "../../http/auth.js";
import { conflict, duplicateAs409, forbidden, notFound } from "../../http/errors.js";
import { storeImage } from "../images/store.js";
import * as repo from "./repository.js";

export const canEdit = (user: AuthUser, ownerId: number) => ownerId === user.id;
export const canDelete = (user: AuthUser, ownerId: number) => ownerId === user.id || isAdmin(user);

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

export async function categoryOr404(db: Db, id: number): Promise<void> {
  if (!(await repo.categoryExists(db, id))) throw notFound(MSG.categoryNotFound);
}

export function createCategory(db: Db, categoryName: string): Promise<Category> {
  return duplicateAs409(() => repo.insertCategory(db, categoryName), MSG.categoryNameTaken);
}

export async function renameCategory(db: Db, id: number, categoryName: string): Promise<Category> {
  const row = await duplicateAs409(() => repo.renameCategory(db, id, categoryName), MSG.categoryNameTaken);
  if (!row) throw notFound(MSG.categoryNotFound);
  return row;
}

/** Deletes a category that no product uses; 409 while products still use it. */
export async function deleteCategory(db: Db, id: number): Promise<Category> {
  // The NOT EXISTS guard and the foreign key (on delete restrict) both keep products from losing their category.
  const row = await repo.deleteUnusedCategory(db, id).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict(MSG.categoryHasProducts) : error;
  });
  if (row) return row;
  await categoryOr404(db, id);
  throw conflict(MSG.categoryHasProducts);
}

/** Creates a product owned by the caller. */
export async function createProduct(
  db: Db,
  user: AuthUser,
  categoryId: number,
  input: repo.ProductValues,
): Promise<Product> {
  await categoryOr404(db, categoryId);
  const id = await duplicateAs409(() => repo.insertProduct(db, input, categoryId, user.id), MSG.productNameTaken);
  return productOr404(db, id);
}

/** Changes a product; its owner only (admins too edit only their own). */
export async function updateProduct(
  db: Db,
  user: AuthUser,
  id: number,
  input: repo.ProductValues & { categoryId?: number },
): Promise<Product> {
  if (!canEdit(user, await ownerOr404(db, id))) throw forbidden("You can only edit your own products");
  const { categoryId } = input;
  if (categoryId !== undefined) await categoryOr404(db, categoryId);
  await duplicateAs409(() => repo.updateProduct(db, id, input), MSG.productNameTaken);
  return productOr404(db, id);
}

/** Deletes a product (its owner or an admin); it leaves every cart, orders keep their copy. */
export async function deleteProduct(db: Db, user: AuthUser, id: number): Promise<Product> {
  const product = await productOr404(db, id);
  if (!canDelete(user, product.sellerId)) throw forbidden("You can only delete your own products");
  await repo.deleteProduct(db, id);
  return product;
}

/** Checks that the caller may change the product's image; run before the upload is read. */
export async function assertCanChangeImage(db: Db, user: AuthUser, id: number): Promise<void> {
  if (!canEdit(user, await ownerOr404(db, id))) throw forbidden("You can only change your own products");
}

/** Stores the uploaded image (re-encoded, content-hashed) and points the product at it. */
export async function setProductImage(db: Db, id: number, upload: Buffer): Promise<Product> {
  await repo.setProductImage(db, id, await storeImage(db, upload));
  return productOr404(db, id);
}
