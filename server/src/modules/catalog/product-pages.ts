/**
 * A page of products and its total, for a condition and a sort: how both are read (decisions 0004,
 * 0020 and 0044, docs/performance.md). A total is counted over `whereOf`, or read from a kept count
 * where kept-counts.ts, the one place that decides it, has one. Lists (the storefront's, a seller's, an
 * admin's) come in through `listPage`, searches through `searchPage`; each resolves its condition
 * (`whereOf`) and its sort (`orderOf`) once and hands them down. The statements are tuned with their
 * indexes (migrations 0001, 0003, 0009): a change here is a change of plans, to check with EXPLAIN.
 */
import {
  type OptionFilter,
  optionToken,
  type Page,
  type PageQuery,
  type Product,
  type ProductFilters,
  toMinor,
} from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import { offsetOf, toPage } from "../../core/paging.js";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { rowsOf } from "../../db/transaction.js";
import { type ProductRow, productFields, rowsByIds, toProduct, withNames } from "./product-repository.js";
import { keptListTotal, keptSearchTotal, type Spread } from "./kept-counts.js";
import type { SearchCondition } from "./search.js";
import type { TextLanguage } from "./translations.js";

/**
 * Up to this many matches `totalElements` is exact; beyond it is the database's estimate (from its
 * statistics), except on the last page, where it is exact again (docs/performance.md).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** Beyond this many times the exact limit, the estimate alone decides that the count is not exact. */
const CLEARLY_BEYOND = 5;

/**
 * From this offset on, a plain listing's page is read after its (kept, exact) total, so that a page
 * in the second half can be read backwards from the end: at offset 1,000 the forward walk costs
 * about as much as the extra round trip.
 */
export const DEEP_OFFSET = 1000;

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

/** Which products a page is of: the storefront's filters, a category, a seller, listed ones only. */
export interface ProductWhere extends ProductFilters {
  categoryId?: number;
  sellerId?: number;
  /** Only products on sale in the storefront (not those of a removed seller). */
  listedOnly?: boolean;
  /** The shop's currency's decimals: prices are kept in its minor units (docs/product/api.md, "Money"). */
  digits: number;
  /** The language the page's texts are answered in (decision 0054); as written without. */
  texts?: TextLanguage;
}

/** A row as answered: amounts in the shop's currency, texts in the request's language (decision 0054). */
const productIn = (w: ProductWhere) => (row: ProductRow) => toProduct(row, w.digits, w.texts);

interface Count {
  n: number;
  exact: boolean;
}

/**
 * Products with a variant in stock that has the chosen values: within an option any of its values,
 * across options all of them. The product's in-stock tokens narrow it down through their index
 * (migration 0011); with two options or more, one variant must have them all (a product with M in
 * red and L in blue is not an "M, blue"). Decision 0022.
 */
function optionCondition(groups: readonly OptionFilter[]): SQL {
  const tokens = (g: OptionFilter) => sql.param(g.values.map((v) => optionToken(g.name, v)));
  const overlaps = groups.map((g) => sql`option_tokens && ${tokens(g)}::text[]`);
  if (groups.length < 2) return sql.join(overlaps, sql` and `);
  const sameVariant = groups.map((g) => sql`v.option_tokens && ${tokens(g)}::text[]`);
  return sql`${sql.join(overlaps, sql` and `)} and exists (select 1 from product_variants v
    where v.product_id = products.id and v.archived_at is null and v.quantity > 0 and ${sql.join(sameVariant, sql` and `)})`;
}

/** The condition of `w`, and of a search's full-text `match` on `search` (search.ts), on `products` unaliased. */
export function whereOf(w: ProductWhere, match?: SQL): SQL {
  const parts: SQL[] = [];
  if (w.listedOnly) parts.push(sql`listed`);
  if (w.categoryId !== undefined) parts.push(sql`category_id = ${w.categoryId}`);
  if (w.sellerId !== undefined) parts.push(sql`seller_id = ${w.sellerId}`);
  if (w.minPrice !== undefined) parts.push(sql`special_price_cents >= ${toMinor(w.minPrice, w.digits)}`);
  if (w.maxPrice !== undefined) parts.push(sql`special_price_cents <= ${toMinor(w.maxPrice, w.digits)}`);
  if (w.inStock) parts.push(sql`quantity > 0`);
  if (w.onSale) parts.push(sql`discount_bp > 0`);
  if (w.option && w.option.length > 0) parts.push(optionCondition(w.option));
  if (match) parts.push(match);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const ASC = sql.raw("asc");
const DESC = sql.raw("desc");
const flip = (direction: SQL) => sql.raw(direction === DESC ? "asc" : "desc");

/** A page's sort, resolved once: the key, its direction and the direction of the id that breaks ties. */
interface Order {
  key: SQL;
  dir: SQL;
  idDir: SQL;
  byRank: boolean;
}

/** The sort of `query`; by relevance only with a search's `rank` (the best first). */
function orderOf(query: PageQuery<ProductSortField>, rank?: SQL): Order {
  const desc = query.sortOrder === "desc";
  const byRank = query.sortBy === "relevance" && rank !== undefined;
  const key = byRank ? rank : sql.raw(sortColumns[query.sortBy as keyof typeof sortColumns] ?? "id");
  return { key, dir: byRank || desc ? DESC : ASC, idDir: desc ? DESC : ASC, byRank };
}

/**
 * An unprepared read. Reads of a fixed shape run as prepared statements (db/prepared.ts); searches
 * and estimates do not, since their best plan depends on the words' frequency, which a cached generic
 * plan cannot know.
 */
const select = <T>(db: Tx, statement: SQL): Promise<T[]> => rowsOf<T>(db.execute(statement));

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

/**
 * Matches, exactly up to EXACT_COUNT_LIMIT (an index-only scan that stops there), and the database's
 * estimate beyond: counting 100,000 rows to print "page 1 of 8,334" is not worth a scan per page.
 * When the estimate is far beyond the limit, the capped scan is skipped as well.
 */
async function countProducts(db: Tx, where: SQL): Promise<Count> {
  const estimate = await estimateProducts(db, where);
  if (estimate > CLEARLY_BEYOND * EXACT_COUNT_LIMIT) return { n: estimate, exact: false };
  const [row] = await selectPrepared<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from products where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`,
  );
  const n = Number(row?.n ?? 0);
  if (n <= EXACT_COUNT_LIMIT) return { n, exact: true };
  return { n: Math.max(estimate, EXACT_COUNT_LIMIT + 1), exact: false };
}

/**
 * The rows of a page in two statements: the page's ids on `products` alone (planned for its offset:
 * an index walk when the sort has an index), then those rows with their names by primary key (a
 * prepared statement whose plan is reused). Planning the one joined statement cost three times its
 * execution (docs/performance.md).
 */
async function pageRows(db: Tx, where: SQL, { key, dir, idDir }: Order, limit: number, offset: number) {
  const ids = (
    await selectPrepared<{ id: number }>(
      db,
      sql`select id from products where ${where} order by ${key} ${dir}, id ${idDir} limit ${limit} offset ${offset}`,
    )
  ).map((r) => r.id);
  return rowsByIds(db, ids);
}

/**
 * One page with one row more than it shows (so the last page is known exactly), and its total from
 * `countOf`, read at the same time. The ids of the page are found first on `products` alone (an
 * index walk when the sort has an index), and only those rows are joined with their category and
 * seller (a deferred join); a search's page is one statement, unprepared.
 */
async function readPage(
  db: Tx,
  where: SQL,
  order: Order,
  query: PageQuery<ProductSortField>,
  search: boolean,
  countOf: () => Promise<Count>,
  answered: (row: ProductRow) => Product,
): Promise<Page<Product>> {
  const { key, dir, idDir } = order;
  const offset = offsetOf(query);
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
      : pageRows(db, where, order, query.pageSize + 1, offset),
    countOf(),
  ]);
  const more = rows.length > query.pageSize;
  const content = rows.slice(0, query.pageSize).map(answered);
  if (count.exact) return toPage(content, count.n, query);
  // Beyond the exact limit the total is an estimate; the last page knows it exactly.
  const total = !more && content.length > 0 ? offset + content.length : count.n;
  return { ...toPage(content, total, query), lastPage: !more };
}

/**
 * A page of a list: the storefront's (listed products, filters, a category), a seller's or an admin's.
 * Its total is kept (kept-counts.ts) or counted; a kept total is exact before the page is read, so a
 * deep page can be read from the other end, and a page can be found by walking the sort's index.
 */
export async function listPage(db: Tx, w: ProductWhere, query: PageQuery<ProductSortField>): Promise<Page<Product>> {
  const where = whereOf(w);
  const order = orderOf(query);
  const kept = keptListTotal(w);
  if (!kept) return readPage(db, where, order, query, false, () => countProducts(db, where), productIn(w));
  const offset = offsetOf(query);
  // A shallow page of a list without filters: the page and its kept total, read side by side.
  if (!kept.walk && offset < DEEP_OFFSET)
    return readPage(db, where, order, query, false, () => kept.read(db), productIn(w));
  const total = await kept.read(db);
  if (total.n === 0) return toPage([], 0, query);
  const known = async () => total;
  if (kept.walk) {
    const walked = await walkedPage(db, kept.walk.w, kept.walk.match, order, query, total);
    return walked ?? readPage(db, where, order, query, false, known, productIn(w));
  }
  // A deep page: a page in the second half is read from the other end (a short backward index walk)
  // instead of walking past `offset` rows.
  if (offset > total.n / 2) {
    const fromEnd = total.n - offset;
    const limit = Math.min(query.pageSize, Math.max(fromEnd, 0));
    const backwards = { ...order, dir: flip(order.dir), idDir: flip(order.idDir) };
    const reversed = limit === 0 ? [] : await pageRows(db, where, backwards, limit, fromEnd - limit);
    return toPage(reversed.reverse().map(productIn(w)), total.n, query);
  }
  const rows = await pageRows(db, where, order, query.pageSize, offset);
  return toPage(rows.map(productIn(w)), total.n, query);
}

/**
 * From this many matches on, a search whose total the kept word counts tell exactly reads its page
 * alone, walking the sort's index: at 1 % of the catalog or more a page's worth of matches is found
 * within a few thousand rows, where the capped pass reads every match (docs/performance.md).
 */
export const WALK_FROM = 1000;
/** The walk looks at this many times the listed products that matches spread evenly would need… */
const WALK_SLACK = 3;
/**
 * …and never passes more than this many of the index's entries: matches bunched further along the
 * index go to the capped pass.
 */
const WALK_MAX = 20_000;

/**
 * The page of a condition whose total kept counts tell exactly (a one-word search's word counts, one
 * option value's facet counts, the rows of a category's values: `n` of the list's `listed` listed
 * products), read by walking the sort's index over a bounded number of the list's listed products and
 * keeping the matches. In a category the index passes about everywhere / listed entries for each of
 * its own, and the bound counts those too. Undefined when the walk would be too long or found fewer matches than the page holds
 * (the matches are bunched further along, as a seller's own brand word may be): the caller then reads
 * the capped pass. The bound keeps a walk from crossing the whole catalog, which a planner that
 * assumes evenly spread matches would otherwise risk.
 */
async function walkedPage(
  db: Tx,
  w: ProductWhere,
  match: SQL,
  order: Order,
  query: PageQuery<ProductSortField>,
  { n: total, listed, everywhere }: { n: number } & Spread,
): Promise<Page<Product> | undefined> {
  const offset = offsetOf(query);
  const need = Math.min(query.pageSize, Math.max(total - offset, 0));
  if (need === 0) return toPage([], total, query);
  const bound = Math.ceil(((offset + need) * listed * WALK_SLACK) / total) + 100;
  if ((bound * everywhere) / Math.max(listed, 1) > WALK_MAX) return undefined;
  const { key, dir, idDir } = order;
  const rows = await select<ProductRow>(
    db,
    sql`select ${productFields}
        from (select id, k from (select id, ${key} as k, ${match} as hit from products where ${whereOf(w)}
                                 order by ${key} ${dir}, id ${idDir} limit ${bound}) walked
              where hit
              order by k ${dir}, id ${idDir} limit ${need} offset ${offset}) page
        join products p on p.id = page.id ${withNames}
        order by page.k ${dir}, page.id ${idDir}`,
  );
  return rows.length < need ? undefined : toPage(rows.map(productIn(w)), total, query);
}

/**
 * A page of a search condition's matches, or undefined when nothing matches. The matches are read
 * once: up to EXACT_COUNT_LIMIT + 1 matching rows (a bitmap scan of the full-text index), counted,
 * and the page is sorted out of them. Counting first and then reading the page read every match
 * twice, and the page's own plan, chosen from the planner's guess of a word's frequency, could walk a
 * sort index past tens of thousands of rows for a word it wrongly thought common (decision 0020).
 *
 * Without filters or a category, a one-word condition's kept word counts (`keptSearchTotal`,
 * kept-counts.ts) say more. When they show that it matches more than are counted exactly, or the estimate is clearly
 * beyond the limit, the capped pass is skipped: the total is the estimate (exact on the last page, as
 * for lists) and the page is read alone, where walking a sort index pays. When at most one of its
 * words is held by a listed product, they tell the total exactly, and so they do for up to eight held
 * words with the products holding several taken off; from WALK_FROM matches on the page
 * is then read alone as well. When they bound it at or below the limit, no estimate is needed. By
 * relevance the page always comes from the capped pass: only the first EXACT_COUNT_LIMIT + 1 matches
 * the index yields are ranked (ranking every match of a common word at a million products cost
 * hundreds of milliseconds), and such a listing ends with them.
 */
export async function searchPage(
  db: Tx,
  w: ProductWhere,
  query: PageQuery<ProductSortField>,
  condition: SearchCondition,
): Promise<Page<Product> | undefined> {
  const where = whereOf(w, condition.match);
  const order = orderOf(query, condition.rank);
  const { key, dir, idDir, byRank } = order;
  const nonEmpty = (page: Page<Product>) => (page.totalElements === 0 ? undefined : page);
  if (!byRank) {
    const kept = await keptSearchTotal(db, w, condition);
    const exact = kept?.exact;
    if (exact === 0) return undefined;
    if (kept && exact !== undefined && exact >= WALK_FROM && exact <= EXACT_COUNT_LIMIT) {
      // No category here: the walk passes the index's entries one for one.
      const spread = { n: exact, listed: kept.listed, everywhere: kept.listed };
      const walked = await walkedPage(db, w, condition.match, order, query, spread);
      if (walked) return walked;
    }
    if ((kept?.atMost ?? Number.POSITIVE_INFINITY) > EXACT_COUNT_LIMIT) {
      const atLeast = kept?.atLeast ?? 0;
      const estimate = await estimateProducts(db, where);
      if (atLeast > EXACT_COUNT_LIMIT || estimate > CLEARLY_BEYOND * EXACT_COUNT_LIMIT) {
        const known = { n: Math.max(estimate, atLeast), exact: false };
        return nonEmpty(await readPage(db, where, order, query, true, async () => known, productIn(w)));
      }
    }
  }
  const [row] = await select<{ total: number; ids: number[] }>(
    db,
    sql`with m as materialized (select id, ${key} as k from products where ${where} limit ${EXACT_COUNT_LIMIT + 1})
        select (select count(*) from m)::int as total,
               array(select id from m order by k ${dir}, id ${idDir} limit ${query.pageSize + 1} offset ${offsetOf(query)}) as ids`,
  );
  const total = Number(row?.total ?? 0);
  const ids = (row?.ids ?? []).map(Number);
  if (total === 0) return undefined;
  if (total <= EXACT_COUNT_LIMIT) {
    const rows = await rowsByIds(db, ids.slice(0, query.pageSize));
    return toPage(rows.map(productIn(w)), total, query);
  }
  const estimate = Math.max(await estimateProducts(db, where), total);
  if (!byRank) {
    const known = { n: estimate, exact: false };
    return nonEmpty(await readPage(db, where, order, query, true, async () => known, productIn(w)));
  }
  const rows = await rowsByIds(db, ids.slice(0, query.pageSize));
  return { ...toPage(rows.map(productIn(w)), estimate, query), lastPage: ids.length <= query.pageSize };
}

/** Whether any product matches (the facets of a search find out whether its words match as typed). */
export async function anyProduct(db: Tx, w: ProductWhere, match?: SQL): Promise<boolean> {
  const rows = await select<{ one: number }>(db, sql`select 1 as one from products where ${whereOf(w, match)} limit 1`);
  return rows.length > 0;
}
