/** The SQL of products: pages, one product, and the writes. */
import {
  averageOf,
  discountBasisPoints,
  discountPercent,
  fromCents,
  type Page,
  type PageQuery,
  type Product,
  type ProductFilters,
  specialPriceCents,
  toCents,
} from "@shop/contract";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { products } from "../../db/schema/index.js";
import { offsetOf, toPage } from "../../core/paging.js";
import { rowsOf } from "../../db/transaction.js";
import { imageUrl } from "../images/urls.js";

/**
 * Up to this many matches `totalElements` is exact; beyond it is the database's estimate (from its
 * statistics), except on the last page, where it is exact again (docs/performance.md).
 */
export const EXACT_COUNT_LIMIT = 10_000;

interface ProductRow {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  discount_bp: number;
  special_price_cents: number;
  quantity: number;
  image: string | null;
  category_id: number;
  category_name: string;
  seller_id: number;
  seller_name: string;
  rating_sum: number;
  review_count: number;
  /** The gallery's image sets in order (only when the statement asked for them). */
  gallery?: string[] | null;
}

export function toProduct(row: ProductRow): Product {
  return {
    productId: row.id,
    productName: row.name,
    description: row.description,
    image: imageUrl(row.image),
    price: fromCents(row.price_cents),
    discount: discountPercent(row.discount_bp),
    specialPrice: fromCents(row.special_price_cents),
    quantity: row.quantity,
    categoryId: row.category_id,
    category: { categoryId: row.category_id, categoryName: row.category_name },
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    averageRating: averageOf(Number(row.rating_sum), Number(row.review_count)),
    reviewCount: Number(row.review_count),
    ...(row.gallery ? { gallery: row.gallery.map((base) => ({ id: base, url: imageUrl(base) })) } : {}),
  };
}

const productFields = sql.raw(`p.id, p.name, p.description, p.price_cents, p.discount_bp, p.special_price_cents,
  p.quantity, p.image, p.category_id, c.name as category_name, p.seller_id, u.username as seller_name,
  p.rating_sum, p.review_count`);
const withNames = sql.raw("join categories c on c.id = p.category_id join users u on u.id = p.seller_id");

const select = <T>(db: Tx, statement: SQL): Promise<T[]> => rowsOf<T>(db.execute(statement));
/**
 * Reads of a fixed shape run as prepared statements (db/prepared.ts); searches do not, since their
 * best plan depends on the words' frequency, which a cached generic plan cannot know.
 */
const selectFixed = <T>(db: Tx, statement: SQL, search: boolean): Promise<T[]> =>
  search ? select<T>(db, statement) : selectPrepared<T>(db, statement);

/** The sortable columns: the allowlist of `sortBy`. */
const sortColumns = {
  productId: "id",
  productName: "name",
  price: "price_cents",
  specialPrice: "special_price_cents",
  quantity: "quantity",
  discount: "discount_bp",
  rating: "rating_key",
} as const;
export type ProductSortField = keyof typeof sortColumns | "relevance";

export interface ProductWhere extends ProductFilters {
  categoryId?: number;
  sellerId?: number;
  /** Only products on sale in the storefront (not those of a removed seller). */
  listedOnly?: boolean;
  /** A full-text condition on `search` (from search.ts). */
  match?: SQL;
}

export function whereOf(w: ProductWhere): SQL {
  const parts: SQL[] = [];
  if (w.listedOnly) parts.push(sql`listed`);
  if (w.categoryId !== undefined) parts.push(sql`category_id = ${w.categoryId}`);
  if (w.sellerId !== undefined) parts.push(sql`seller_id = ${w.sellerId}`);
  if (w.minPrice !== undefined) parts.push(sql`special_price_cents >= ${toCents(w.minPrice)}`);
  if (w.maxPrice !== undefined) parts.push(sql`special_price_cents <= ${toCents(w.maxPrice)}`);
  if (w.inStock) parts.push(sql`quantity > 0`);
  if (w.onSale) parts.push(sql`discount_bp > 0`);
  if (w.match) parts.push(w.match);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** The planner's estimate of the matching rows (EXPLAIN: no row is read). */
async function estimateProducts(db: Tx, where: SQL): Promise<number> {
  const [plan] = await select<{ "QUERY PLAN": unknown }>(
    db,
    sql`explain (format json) select 1 from products where ${where}`,
  );
  const raw = plan?.["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan?: { "Plan Rows"?: number } }[];
  return Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

/** Beyond this many times the exact limit, the estimate alone decides that the count is not exact. */
const CLEARLY_BEYOND = 5;

/**
 * Matches, exactly up to EXACT_COUNT_LIMIT (an index-only scan that stops there), and the database's
 * estimate beyond: counting 100,000 rows to print "page 1 of 8,334" is not worth a scan per page.
 * When the estimate is far beyond the limit, the capped scan is skipped as well.
 */
export async function countProducts(
  db: Tx,
  where: SQL,
  { search = false }: { search?: boolean } = {},
): Promise<{ n: number; exact: boolean }> {
  const estimate = await estimateProducts(db, where);
  if (estimate > CLEARLY_BEYOND * EXACT_COUNT_LIMIT) return { n: estimate, exact: false };
  const [row] = await selectFixed<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from products where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`,
    search,
  );
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { n, exact: true };
  return { n: Math.max(estimate, EXACT_COUNT_LIMIT + 1), exact: false };
}

/** A storefront list without filters: its total is kept in `categories.listed_products`. */
const isPlainListing = (w: ProductWhere) =>
  w.listedOnly === true &&
  w.sellerId === undefined &&
  w.minPrice === undefined &&
  w.maxPrice === undefined &&
  !w.inStock &&
  !w.onSale &&
  w.match === undefined;

/** The exact number of listed products, in one category or in all, from the counts triggers keep (migration 0003). */
export async function countListed(db: Tx, categoryId?: number): Promise<{ n: number; exact: boolean }> {
  const [row] = await selectPrepared<{ n: number }>(
    db,
    categoryId === undefined
      ? sql`select coalesce(sum(listed_products), 0)::int as n from categories`
      : sql`select coalesce(sum(listed_products), 0)::int as n from categories where id = ${categoryId}`,
  );
  return { n: Number(row?.n ?? 0), exact: true };
}

/**
 * The rows of a page in two statements: the page's ids on `products` alone (planned for its offset:
 * an index walk when the sort has an index), then those rows with their names by primary key (a
 * prepared statement whose plan is reused). Planning the one joined statement cost three times its
 * execution (docs/performance.md).
 */
async function pageRows(db: Tx, where: SQL, key: SQL, dir: SQL, idDir: SQL, limit: number, offset: number) {
  const ids = (
    await selectPrepared<{ id: number }>(
      db,
      sql`select id from products where ${where} order by ${key} ${dir}, id ${idDir} limit ${limit} offset ${offset}`,
    )
  ).map((r) => r.id);
  return rowsByIds(db, ids);
}

/** The rows of these products with their names, in the order of `ids` (a prepared statement by primary key). */
async function rowsByIds(db: Tx, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectPrepared<ProductRow>(
    db,
    sql`select ${productFields} from products p ${withNames} where p.id = any(${sql.param(ids)}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined);
}

/**
 * From this offset on, a plain listing's page is read after its (kept, exact) total, so that a page
 * in the second half can be read backwards from the end: at offset 1,000 the forward walk costs
 * about as much as the extra round trip.
 */
export const DEEP_OFFSET = 1000;

const flip = (direction: SQL) => sql.raw(direction === DESC ? "asc" : "desc");
const ASC = sql.raw("asc");
const DESC = sql.raw("desc");

/**
 * One page: the ids of the page are found first on `products` alone (an index walk when the sort has
 * an index), and only those rows are joined with their category and seller (a deferred join).
 */
export async function pageOfProducts(
  db: Tx,
  w: ProductWhere,
  query: PageQuery<ProductSortField>,
  rank?: SQL,
  /** The count, when the caller already has it (search counts first to decide on corrections). */
  known?: { n: number; exact: boolean },
): Promise<Page<Product>> {
  const where = whereOf(w);
  const desc = query.sortOrder === "desc";
  const byRank = query.sortBy === "relevance" && rank !== undefined;
  const key = byRank ? rank : sql.raw(sortColumns[query.sortBy as keyof typeof sortColumns] ?? "id");
  const dir = byRank || desc ? DESC : ASC;
  const idDir = desc ? DESC : ASC;
  const offset = offsetOf(query);
  const search = w.match !== undefined;
  if (!search && known === undefined && isPlainListing(w) && offset >= DEEP_OFFSET) {
    // A deep page of a plain listing: its total is exact and cheap, so a page in the second half is
    // read from the other end (a short backward index walk) instead of walking past `offset` rows.
    const count = await countListed(db, w.categoryId);
    const fromEnd = count.n - offset;
    if (offset > count.n / 2) {
      const limit = Math.min(query.pageSize, Math.max(fromEnd, 0));
      const reversed =
        limit === 0 ? [] : await pageRows(db, where, key, flip(dir), flip(idDir), limit, fromEnd - limit);
      return toPage(reversed.reverse().map(toProduct), count.n, query);
    }
    const rows = await pageRows(db, where, key, dir, idDir, query.pageSize, offset);
    return toPage(rows.map(toProduct), count.n, query);
  }
  const [rows, count] = await Promise.all([
    search
      ? select<ProductRow>(
          db,
          sql`select ${productFields}
              from (select id, ${key} as k from products where ${where}
                    order by ${key} ${dir}, id ${idDir} limit ${query.pageSize + 1} offset ${offset}) page
              join products p on p.id = page.id ${withNames}
              order by page.k ${dir}, page.id ${idDir}`,
        )
      : pageRows(db, where, key, dir, idDir, query.pageSize + 1, offset),
    known ?? (isPlainListing(w) ? countListed(db, w.categoryId) : countProducts(db, where, { search })),
  ]);
  const more = rows.length > query.pageSize;
  const content = rows.slice(0, query.pageSize).map(toProduct);
  if (count.exact) return toPage(content, count.n, query);
  // Beyond the exact limit the total is an estimate; the last page knows it exactly.
  const total = !more && content.length > 0 ? offset + content.length : count.n;
  return { ...toPage(content, total, query), lastPage: !more };
}

/**
 * A page of search matches and their total, reading the matches once: up to EXACT_COUNT_LIMIT + 1
 * matching rows are read (a bitmap scan of the full-text index), counted, and the page is sorted out
 * of them. Counting first and then reading the page read every match twice, and the page's own plan,
 * chosen from the planner's guess of a word's frequency, could walk a sort index past tens of
 * thousands of rows for a word it wrongly thought common (docs/performance.md, third round).
 *
 * With more matches than that, the total is the estimate (exact on the last page, as for lists) and
 * the page is read alone, where walking a sort index pays; when the kept word counts (`atLeast`) show
 * that there are more, or the estimate is clearly beyond the limit, the capped pass is skipped. By relevance the page always comes from the capped pass: only
 * the first EXACT_COUNT_LIMIT + 1 matches the index yields are ranked (ranking every match of a
 * common word at a million products cost hundreds of milliseconds), and such a listing ends with them.
 */
export async function searchPage(
  db: Tx,
  w: ProductWhere,
  query: PageQuery<ProductSortField>,
  rank: SQL,
  /** A lower bound of the matches known without reading them (kept word counts), or 0. */
  atLeast = 0,
): Promise<{ page: Page<Product>; total: number }> {
  const where = whereOf(w);
  const byRank = query.sortBy === "relevance";
  if (!byRank) {
    const estimate = await estimateProducts(db, where);
    if (atLeast > EXACT_COUNT_LIMIT || estimate > CLEARLY_BEYOND * EXACT_COUNT_LIMIT) {
      const n = Math.max(estimate, atLeast);
      const page = await pageOfProducts(db, w, query, rank, { n, exact: false });
      return { page, total: page.totalElements };
    }
  }
  const desc = query.sortOrder === "desc";
  const key = byRank ? rank : sql.raw(sortColumns[query.sortBy as keyof typeof sortColumns] ?? "id");
  const dir = byRank || desc ? DESC : ASC;
  const idDir = desc ? DESC : ASC;
  const [row] = await select<{ total: number; ids: number[] }>(
    db,
    sql`with m as materialized (select id, ${key} as k from products where ${where} limit ${EXACT_COUNT_LIMIT + 1})
        select (select count(*) from m)::int as total,
               array(select id from m order by k ${dir}, id ${idDir} limit ${query.pageSize + 1} offset ${offsetOf(query)}) as ids`,
  );
  const total = Number(row?.total ?? 0);
  const ids = (row?.ids ?? []).map(Number);
  if (total <= EXACT_COUNT_LIMIT) {
    const rows = await rowsByIds(db, ids.slice(0, query.pageSize));
    return { page: toPage(rows.map(toProduct), total, query), total };
  }
  const estimate = Math.max(await estimateProducts(db, where), total);
  if (!byRank) {
    const page = await pageOfProducts(db, w, query, rank, { n: estimate, exact: false });
    return { page, total: page.totalElements };
  }
  const rows = await rowsByIds(db, ids.slice(0, query.pageSize));
  return {
    page: { ...toPage(rows.map(toProduct), estimate, query), lastPage: ids.length <= query.pageSize },
    total: estimate,
  };
}

export async function findProduct(db: Tx, id: number, opts: { listedOnly?: boolean } = {}) {
  const [row] = await selectPrepared<ProductRow>(
    db,
    sql`select ${productFields},
          array(select g.image from product_images g where g.product_id = p.id order by g.position, g.image) as gallery
        from products p ${withNames}
        where p.id = ${id}${opts.listedOnly ? sql` and p.listed` : sql``}`,
  );
  return row ? toProduct(row) : undefined;
}

/** The ids of listed products after `afterId`, in order: a keyset walk over the whole catalog (the sitemap). */
export async function listedProductIdsAfter(db: Tx, afterId: number, limit: number): Promise<number[]> {
  const rows = await selectPrepared<{ id: number }>(
    db,
    sql`select id from products where listed and id > ${afterId} order by id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The id of the n-th listed product (0-based), or undefined beyond the last: where a sitemap part starts. */
export async function nthListedProductId(db: Tx, n: number): Promise<number | undefined> {
  const [row] = await selectPrepared<{ id: number }>(
    db,
    sql`select id from products where listed order by id limit 1 offset ${n}`,
  );
  return row ? Number(row.id) : undefined;
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

export async function updateProduct(
  db: Tx,
  id: number,
  input: ProductValues & { categoryId?: number; expectedQuantity?: number },
) {
  const { categoryId, expectedQuantity } = input;
  const columns = productColumnsFrom(input);
  // With the stock the form started from, only the seller's change is applied: a sale made while
  // the form was open stays sold (the stock never goes below zero).
  const quantity =
    expectedQuantity === undefined
      ? columns.quantity
      : sql`greatest(0, ${products.quantity} + ${input.quantity - expectedQuantity})`;
  await db
    .update(products)
    .set({ ...columns, quantity, ...(categoryId ? { categoryId } : {}), updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** Deletes a product; its cart lines go with it (foreign key on delete cascade). */
export async function deleteProduct(db: Tx, id: number) {
  await db.delete(products).where(eq(products.id, id));
}
