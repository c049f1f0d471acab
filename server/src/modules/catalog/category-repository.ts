/** The SQL of categories. */
import type { Category, PageQuery } from "@shop/contract";
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

export async function insertCategory(db: Tx, name: string): Promise<Category> {
  const [row] = await db.insert(categories).values({ name }).returning(categoryColumns);
  return row!;
}

/** The renamed category, or undefined when there is none with that id. */
export async function renameCategory(db: Tx, id: number, name: string): Promise<Category | undefined> {
  const [row] = await db.update(categories).set({ name }).where(eq(categories.id, id)).returning(categoryColumns);
  return row;
}

/** Deletes the category when no product uses it; undefined when nothing was deleted. */
export async function deleteUnusedCategory(db: Tx, id: number): Promise<Category | undefined> {
  const [row] = await db
    .delete(categories)
    .where(
      sql`${categories.id} = ${id} and not exists (select 1 from ${products} where ${products.categoryId} = ${id})`,
    )
    .returning(categoryColumns);
  return row;
}

export async function listCategories(db: Tx, query: PageQuery<CategorySortField>) {
  const dir = query.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(dir(categoryColumns[query.sortBy]), asc(categories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  return toPage<Category>(rows, count?.n ?? 0, query);
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
