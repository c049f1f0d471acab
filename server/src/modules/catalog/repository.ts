/** The SQL of the catalog: products and categories. */
import {
  type Category,
  discountBasisPoints,
  discountPercent,
  fromCents,
  type PageQuery,
  type Product,
  type ProductFilters,
  specialPriceCents,
  toCents,
} from "@shop/contract";
import { and, asc, desc, eq, gt, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { categories, products, users } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../http/paging.js";
import { imageUrl } from "../images/urls.js";

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  discountBp: products.discountBp,
  specialPriceCents: products.specialPriceCents,
  quantity: products.quantity,
  image: products.image,
  categoryId: products.categoryId,
  categoryName: categories.name,
  sellerId: products.sellerId,
  sellerName: users.username,
};

/** Products with the names of their category and seller. */
const selectProducts = (db: Tx) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.sellerId));
type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

export function toProduct(row: ProductRow): Product {
  return {
    productId: row.id,
    productName: row.name,
    description: row.description,
    image: imageUrl(row.image),
    price: fromCents(row.priceCents),
    discount: discountPercent(row.discountBp),
    specialPrice: fromCents(row.specialPriceCents),
    quantity: row.quantity,
    categoryId: row.categoryId,
    category: { categoryId: row.categoryId, categoryName: row.categoryName },
    sellerId: row.sellerId,
    sellerName: row.sellerName,
  };
}

const productSort = {
  productId: products.id,
  productName: products.name,
  price: products.priceCents,
  specialPrice: products.specialPriceCents,
  quantity: products.quantity,
  discount: products.discountBp,
} as const;
export type ProductSortField = keyof typeof productSort | "relevance";

function filterConditions(f: ProductFilters): (SQL | undefined)[] {
  return [
    f.minPrice !== undefined ? gte(products.specialPriceCents, toCents(f.minPrice)) : undefined,
    f.maxPrice !== undefined ? lte(products.specialPriceCents, toCents(f.maxPrice)) : undefined,
    f.inStock ? gt(products.quantity, 0) : undefined,
    f.onSale ? gt(products.discountBp, 0) : undefined,
  ];
}

/** Words of a keyword as a prefix tsquery ("chai lamp" → "chai:* & lamp:*"); null when nothing is left. */
export function prefixTsQuery(keyword: string): string | null {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

export interface ProductListOptions extends ProductFilters {
  query: PageQuery<ProductSortField>;
  categoryId?: number;
  sellerId?: number;
  keyword?: string;
}

/** One page of products with the total count; every filter is an indexed condition. */
export async function listProducts(db: Tx, opts: ProductListOptions) {
  const { query } = opts;
  let match: SQL | undefined;
  let relevance: SQL | undefined;
  if (opts.keyword !== undefined) {
    const keyword = opts.keyword.trim().slice(0, 100);
    const tsq = prefixTsQuery(keyword);
    if (!tsq || keyword.length === 0) return toPage<Product>([], 0, query);
    const q = sql`to_tsquery('simple', ${tsq})`;
    // Full-text with prefixes first; trigram word similarity catches one-letter typos ("headphnes").
    match = sql`(${products.search} @@ ${q} or ${keyword} <% ${products.name})`;
    relevance = sql`(ts_rank(${products.search}, ${q}) + word_similarity(${keyword}, ${products.name}))`;
  }
  const where = and(
    opts.categoryId !== undefined ? eq(products.categoryId, opts.categoryId) : undefined,
    opts.sellerId !== undefined ? eq(products.sellerId, opts.sellerId) : undefined,
    match,
    ...filterConditions(opts),
  );
  const dir = query.sortOrder === "desc" ? desc : asc;
  const primary =
    query.sortBy === "relevance"
      ? relevance
        ? sql`${relevance} desc`
        : asc(products.id)
      : dir(productSort[query.sortBy as keyof typeof productSort]);
  const [rows, [count]] = await Promise.all([
    selectProducts(db)
      .where(where)
      .orderBy(primary ?? asc(products.id), query.sortOrder === "desc" ? desc(products.id) : asc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return toPage(rows.map(toProduct), count?.n ?? 0, query);
}

export async function findProduct(db: Tx, id: number): Promise<Product | undefined> {
  const [row] = await selectProducts(db).where(eq(products.id, id));
  return row ? toProduct(row) : undefined;
}

export async function productOwner(db: Tx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ sellerId: products.sellerId }).from(products).where(eq(products.id, id));
  return row?.sellerId;
}

export interface ProductValues {
  productName: string;
  description: string;
  price: number;
  discount: number;
  quantity: number;
}

/** Column values of a product; the special price is derived here, by the pricing module, on every write. */
function productColumnsFrom(input: ProductValues) {
  const priceCents = toCents(input.price);
  return {
    name: input.productName,
    description: input.description,
    priceCents,
    discountBp: discountBasisPoints(input.discount),
    specialPriceCents: specialPriceCents(priceCents, input.discount),
    quantity: input.quantity,
  };
}

/** Inserts a product owned by `sellerId`; returns its id. */
export async function insertProduct(db: Tx, input: ProductValues, categoryId: number, sellerId: number) {
  const [row] = await db
    .insert(products)
    .values({ ...productColumnsFrom(input), categoryId, sellerId })
    .returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Tx, id: number, input: ProductValues & { categoryId?: number }) {
  const { categoryId } = input;
  await db
    .update(products)
    .set({ ...productColumnsFrom(input), ...(categoryId ? { categoryId } : {}), updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Deletes a product; its cart lines go with it (foreign key on delete cascade). */
export async function deleteProduct(db: Tx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}

export async function setProductImage(db: Tx, id: number, image: string) {
  await db.update(products).set({ image, updatedAt: new Date() }).where(eq(products.id, id));
}

export async function categoryExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

/** The API's category fields; also the allowlist of its sort fields. */
const categoryColumns = { categoryId: categories.id, categoryName: categories.name } as const;

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

export async function listCategories(db: Tx, query: PageQuery<keyof typeof categoryColumns>) {
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
