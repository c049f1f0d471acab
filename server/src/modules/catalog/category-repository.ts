/** The SQL of categories. */
import { basisPoints, type CategoryDetail, type PageQuery, percentOf } from "@shop/contract";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { categories, products } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";

export async function categoryExists(db: Tx, id: number): Promise<boolean> {
  const rows = await selectPrepared<{ id: number }>(db, sql`select id from categories where id = ${id}`);
  return rows.length > 0;
}

/** The API's category fields; also the allowlist of its sort fields. */
const categoryColumns = { categoryId: categories.id, categoryName: categories.name } as const;
export type CategorySortField = keyof typeof categoryColumns;
/** What the category calls answer: the fields and the tax rate (basis points, null: the shop's). */
const detailColumns = { ...categoryColumns, taxRateBp: categories.taxRateBp } as const;

const detailOf = ({ taxRateBp, ...row }: { categoryId: number; categoryName: string; taxRateBp: number | null }) => ({
  ...row,
  taxRate: taxRateBp === null ? null : percentOf(taxRateBp),
});

/** A percent of the API (or null) as the column keeps it; undefined stays undefined (kept). */
const rateBp = (taxRate: number | null | undefined) =>
  taxRate === undefined ? undefined : taxRate === null ? null : basisPoints(taxRate);

export async function insertCategory(db: Tx, name: string, taxRate?: number | null): Promise<CategoryDetail> {
  const [row] = await db
    .insert(categories)
    .values({ name, taxRateBp: rateBp(taxRate) ?? null })
    .returning(detailColumns);
  return detailOf(row!);
}

/** The changed category (its name, and its tax rate when given), or undefined when there is none with that id. */
export async function renameCategory(
  db: Tx,
  id: number,
  name: string,
  taxRate?: number | null,
): Promise<CategoryDetail | undefined> {
  const bp = rateBp(taxRate);
  const [row] = await db
    .update(categories)
    .set({ name, ...(bp === undefined ? {} : { taxRateBp: bp }) })
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

export async function listCategories(db: Tx, query: PageQuery<CategorySortField>) {
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
  return toPage<CategoryDetail>(rows.map(detailOf), count?.n ?? 0, query);
}

/** Every category's id, in order (the sitemap). */
export async function allCategoryIds(db: Tx): Promise<number[]> {
  return (await selectPrepared<{ id: number }>(db, sql`select id from categories order by id`)).map((r) =>
    Number(r.id),
  );
}

/** A category's name, or undefined when there is none with that id. */
export async function categoryName(db: Tx, id: number): Promise<string | undefined> {
  const [row] = await selectPrepared<{ name: string }>(db, sql`select name from categories where id = ${id}`);
  return row?.name;
}
