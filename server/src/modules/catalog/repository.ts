/** The SQL of the catalog: products and categories. */
import {
  type Category,
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
type ProductRow = {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  discountBp: number;
  specialPriceCents: number;
  quantity: number;
  image: string | null;
  categoryId: number;
  categoryName: string;
  sellerId: number;
  sellerName: string;
};

export function toProduct(row: ProductRow): Product {
  return {
    productId: row.id,
    productName: row.name,
    description: row.description,
    image: imageUrl(row.image),
    price: fromCents(row.priceCents),
    discount: row.discountBp / 100,
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
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(where)
      .orderBy(primary ?? asc(products.id), query.sortOrder === "desc" ? desc(products.id) : asc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return toPage(rows.map(toProduct), count?.n ?? 0, query);
}

export async function findProduct(db: Tx, id: number): Promise<Product | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id));
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
export function productColumnsFrom(input: ProductValues) {
  const priceCents = toCents(input.price);
  return {
    name: input.productName,
    description: input.description,
    priceCents,
    discountBp: toCents(input.discount),
    specialPriceCents: specialPriceCents(priceCents, input.discount),
    quantity: input.quantity,
  };
}

export async function categoryExists(db: Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

const categorySort = { categoryId: categories.id, categoryName: categories.name } as const;

export async function listCategories(db: Tx, query: PageQuery<keyof typeof categorySort>) {
  const dir = query.sortOrder === "desc" ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select({ categoryId: categories.id, categoryName: categories.name })
      .from(categories)
      .orderBy(dir(categorySort[query.sortBy]), asc(categories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  return toPage<Category>(rows, count?.n ?? 0, query);
}
