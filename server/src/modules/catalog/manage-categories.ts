/** Categories, changed by admins (docs/product/api.md §3). Every change empties the catalog caches. */
import { type CategoryDetail, type CategoryInput, type Language, MSG } from "@shop/contract";
import type { Db } from "../../db/client.js";
import { isForeignKeyViolation } from "../../db/errors.js";
import { retryingTransaction } from "../../db/transaction.js";
import { conflict, duplicateAs409, notFound } from "../../core/errors.js";
import { announceCatalogChange, applyCatalogChange } from "./changes.js";
import * as repo from "./category-repository.js";
import { checkTranslations, storedCategoryTranslations } from "./translations.js";

export async function categoryOr404(db: Db, id: number): Promise<void> {
  if (!(await repo.categoryExists(db, id))) throw notFound(MSG.categoryNotFound);
}

/** Runs a catalog change in a transaction that announces it, then applies it to this server's cache. */
export async function changingCatalog<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  // Retried when PostgreSQL picks it as a deadlock victim: a product edit writes the kept option
  // counts in more than one statement, and a checkout may take the same rows the other way round.
  const result = await retryingTransaction(db, async (tx) => {
    const out = await change(tx as unknown as Db);
    await announceCatalogChange(tx, { kind: "all" });
    return out;
  });
  applyCatalogChange(db, { kind: "all" });
  return result;
}

export async function createCategory(
  db: Db,
  input: CategoryInput,
  languages: readonly Language[],
): Promise<CategoryDetail> {
  checkTranslations(input.translations, languages);
  const translations = input.translations && storedCategoryTranslations(input.translations);
  return duplicateAs409(
    () => changingCatalog(db, (tx) => repo.insertCategory(tx, input.categoryName, input.taxRate, translations)),
    MSG.categoryNameTaken,
  );
}

/**
 * Renames a category and sets its tax rate and translations when the change names them (left out:
 * kept).
 */
export async function renameCategory(
  db: Db,
  id: number,
  input: CategoryInput,
  languages: readonly Language[],
): Promise<CategoryDetail> {
  checkTranslations(input.translations, languages);
  const translations = input.translations && storedCategoryTranslations(input.translations);
  const row = await duplicateAs409(
    () => changingCatalog(db, (tx) => repo.renameCategory(tx, id, input.categoryName, input.taxRate, translations)),
    MSG.categoryNameTaken,
  );
  if (!row) throw notFound(MSG.categoryNotFound);
  return row;
}

/** Deletes a category that no product uses; 409 while products still use it. */
export async function deleteCategory(db: Db, id: number): Promise<CategoryDetail> {
  // The NOT EXISTS guard and the foreign key (on delete restrict) both keep products from losing their category.
  const row = await changingCatalog(db, (tx) => repo.deleteUnusedCategory(tx, id)).catch((error: unknown) => {
    throw isForeignKeyViolation(error) ? conflict(MSG.categoryHasProducts) : error;
  });
  if (row) return row;
  await categoryOr404(db, id);
  throw conflict(MSG.categoryHasProducts);
}
