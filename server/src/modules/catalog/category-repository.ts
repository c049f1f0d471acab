/** The SQL of categories. */
import { basisPoints, type CategoryDetail, type PageQuery, percentOf } from "@shop/contract";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { categories, products } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import {
  answeredCategoryTranslations,
  AS_WRITTEN,
  categoryNameIn,
  type StoredCategoryTranslations,
  type TextLanguage,
} from "./translations.js";

export async function categoryExists(db: Tx, id: number): Promise<boolean> {
  const rows = await selectPrepared<{ id: number }>(db, sql`select id from categories where id = ${id}`);
  return rows.length > 0;
}

/** The API's category fields; also the allowlist of its sort fields. */
const categoryColumns = { categoryId: categories.id, categoryName: categories.name } as const;
export type CategorySortField = keyof typeof categoryColumns;
/** What the category calls answer: the fields and the tax rate (basis points, null: the shop's). */
const detailColumns = {
  ...categoryColumns,
  taxRateBp: categories.taxRateBp,
  translations: categories.translations,
} as const;

interface DetailRow {
  categoryId: number;
  categoryName: string;
  taxRateBp: number | null;
  translations: StoredCategoryTranslations;
}

/**
 * A category as answered: its name in `texts`'s language where written in it (the storefront, decision
 * 0054), and the translations themselves when it has any (so the admin's form can show them).
 */
const detailOf = ({ taxRateBp, translations, ...row }: DetailRow, texts: TextLanguage = AS_WRITTEN): CategoryDetail => {
  const answered = answeredCategoryTranslations(translations);
  return {
    categoryId: row.categoryId,
    ...categoryNameIn(row.categoryName, translations, texts),
    taxRate: taxRateBp === null ? null : percentOf(taxRateBp),
    ...(answered ? { translations: answered } : {}),
  };
};

/** A percent of the API (or null) as the column keeps it; undefined stays undefined (kept). */
const rateBp = (taxRate: number | null | undefined) =>
  taxRate === undefined ? undefined : taxRate === null ? null : basisPoints(taxRate);

export async function insertCategory(
  db: Tx,
  name: string,
  taxRate?: number | null,
  translations?: StoredCategoryTranslations,
): Promise<CategoryDetail> {
  const [row] = await db
    .insert(categories)
    .values({ name, taxRateBp: rateBp(taxRate) ?? null, translations: translations ?? {} })
    .returning(detailColumns);
  return detailOf(row!);
}

/** The changed category (its name, and its tax rate when given), or undefined when there is none with that id. */
export async function renameCategory(
  db: Tx,
  id: number,
  name: string,
  taxRate?: number | null,
  translations?: StoredCategoryTranslations,
): Promise<CategoryDetail | undefined> {
  const bp = rateBp(taxRate);
  const [row] = await db
    .update(categories)
    .set({ name, ...(bp === undefined ? {} : { taxRateBp: bp }), ...(translations ? { translations } : {}) })
    .where(eq(categories.id, id))
    .returning(detailColumns);
  return row && detailOf(row);
}

/** Deletes the category when no product uses it; undefined when nothing was deleted. */
export async function deleteUnusedCategory(db: Tx, id: number): Promise<CategoryDetail | undefined> {
  const [row] = await db
    .delete(categories)
    .where(
      sql`${categories.id} = ${id} and not exists (select 1 from ${products} where ${products.categoryId} = ${id})`,
    )
    .returning(detailColumns);
  return row && detailOf(row);
}

/** A page of categories, their names in `texts`'s language (sorted by the name as written). */
export async function listCategories(db: Tx, query: PageQuery<CategorySortField>, texts: TextLanguage = AS_WRITTEN) {
  const dir = query.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(detailColumns)
      .from(categories)
      .orderBy(dir(categoryColumns[query.sortBy]), asc(categories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  return toPage<CategoryDetail>(
    rows.map((row) => detailOf(row, texts)),
    count?.n ?? 0,
    query,
  );
}

/** Every category's id, in order (the sitemap). */
export async function allCategoryIds(db: Tx): Promise<number[]> {
  return (await selectPrepared<{ id: number }>(db, sql`select id from categories order by id`)).map((r) =>
    Number(r.id),
  );
}

/** A category's name (in `texts`'s language where written in it), or undefined when there is none with that id. */
export async function categoryName(db: Tx, id: number, texts: TextLanguage = AS_WRITTEN): Promise<string | undefined> {
  const [row] = await selectPrepared<{ name: string; translations: StoredCategoryTranslations | string }>(
    db,
    sql`select name, translations from categories where id = ${id}`,
  );
  return row && categoryNameIn(row.name, row.translations, texts).categoryName;
}
