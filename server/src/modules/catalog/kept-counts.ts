/**
 * The one place that decides whether a storefront answer's total or facet counts are read from a
 * count the database keeps (decision 0044) instead of counted over `whereOf`. Each function takes
 * the parsed request (`ProductWhere`, what `whereOf` takes) and answers the kept total or counts, or
 * `null` when no kept count answers that shape of request: the caller then counts (product-pages.ts,
 * facets.ts). Every kept count here must give exactly what counting gives (`facet-counts.test.ts`,
 * `listed-counts.test.ts`); each is kept only with the figure that shows counting too slow
 * (decision 0044's table, docs/performance.md). The tables are kept by `products_kept_counts` and
 * the variants' refresh (server/src/db/functions/).
 */
import { type OptionFilter, optionToken, type ProductFilters, toMinor } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { selectPrepared } from "../../db/prepared.js";
import { rowsOf } from "../../db/transaction.js";
import { MAX_PRICE_CENTS, type PriceBlocks, priceBlocks } from "./price-bands.js";
import { EXACT_COUNT_LIMIT, type ProductWhere, WALK_FROM, whereOf } from "./product-pages.js";
import type { SearchCondition, WordCounts } from "./search.js";

// ---------- which requests have a kept count ----------

/** No filter narrows the products: only `listed` (and for a plain listing, the category). */
const withoutFilters = (w: ProductWhere) =>
  w.sellerId === undefined &&
  w.minPrice === undefined &&
  w.maxPrice === undefined &&
  !w.inStock &&
  !w.onSale &&
  !w.option?.length;

/** A storefront list without filters: its total is kept in `categories.listed_products`. */
const isPlainListing = (w: ProductWhere) => w.listedOnly === true && withoutFilters(w);

/**
 * The tokens of a storefront list's values of one option when nothing else narrows it but its
 * category (in stock is implied: a value counts only where a variant with it is in stock).
 */
function onlyOption(w: ProductWhere): string[] | undefined {
  const [group, ...more] = w.option ?? [];
  if (!group || more.length > 0) return undefined;
  if (!isPlainListing({ ...w, option: [], inStock: false })) return undefined;
  return group.values.map((v) => optionToken(group.name, v));
}

// ---------- totals of lists ----------

/**
 * A list's listed products (`listed`: a category's, or all) and all listed products (`everywhere`): a
 * sort's index holds every category's, so walking a category's `listed` passes about
 * everywhere / listed entries for each of its own (`walkedPage` in product-pages.ts).
 */
export interface Spread {
  listed: number;
  everywhere: number;
}

/** A list's exact total from kept counts, with its Spread. */
export interface KeptTotal extends Spread {
  n: number;
  exact: true;
}

/**
 * How a list's kept total is read (`read`, one prepared statement), decided from the request alone so
 * that the caller may read it beside the page. `walk`, when given, is how the page is found by walking
 * the sort's index: the products of `w` (narrowed only by what every match has) kept where `match`
 * holds, a check cheaper than the list's own condition.
 */
export interface KeptListTotal {
  read: (db: Tx) => Promise<KeptTotal>;
  walk?: { w: ProductWhere; match: SQL };
}

/** The exact number of listed products, in one category or in all, from the counts triggers keep (migration 0003). */
export async function countListed(db: Tx, categoryId?: number): Promise<{ n: number; exact: true }> {
  const [row] = await selectPrepared<{ n: number }>(
    db,
    categoryId === undefined
      ? sql`select coalesce(sum(listed_products), 0)::int as n from categories`
      : sql`select coalesce(sum(listed_products), 0)::int as n from categories where id = ${categoryId}`,
  );
  return { n: Number(row?.n ?? 0), exact: true };
}

/** An exact total (`n`, a select of one number) with the list's Spread, in one prepared statement. */
async function countWithSpread(db: Tx, n: SQL, categoryId?: number): Promise<KeptTotal> {
  const one = categoryId === undefined ? sql`true` : sql`id = ${categoryId}`;
  const [row] = await selectPrepared<{ n: number; listed: number; everywhere: number }>(
    db,
    sql`select (${n})::int as n,
          (select coalesce(sum(listed_products), 0) from categories where ${one})::int as listed,
          (select coalesce(sum(listed_products), 0) from categories)::int as everywhere`,
  );
  return {
    n: Number(row?.n ?? 0),
    exact: true,
    listed: Number(row?.listed ?? 0),
    everywhere: Number(row?.everywhere ?? 0),
  };
}

/**
 * The kept total of a storefront list, or null (count it):
 * - no filter (a category or all): `categories.listed_products`;
 * - one option value and nothing else: the value's `category_option_counts`, its page walked with the
 *   product's in-stock tokens as the check;
 * - values of one option in a category and nothing else: an index-only count of `product_option_tokens`
 *   (one row per listed product and in-stock value), its page walked with those rows as the check
 *   (read once, hashed) instead of each product's values in the heap.
 */
export function keptListTotal(w: ProductWhere): KeptListTotal | null {
  if (isPlainListing(w)) {
    return {
      read: async (db) => {
        const { n } = await countListed(db, w.categoryId);
        return { n, exact: true, listed: n, everywhere: n };
      },
    };
  }
  const chosen = onlyOption(w);
  if (!chosen) return null;
  // A value counts only where it is in stock: the walk skips the sold-out products at once.
  const walkOver = { ...w, option: [], inStock: true };
  if (chosen.length === 1) {
    const token = chosen[0]!;
    const inCategory = w.categoryId === undefined ? sql`true` : sql`category_id = ${w.categoryId}`;
    return {
      read: (db) =>
        countWithSpread(
          db,
          sql`select coalesce(sum(products), 0) from category_option_counts where token = ${token} and ${inCategory}`,
          w.categoryId,
        ),
      walk: { w: walkOver, match: sql`option_tokens && ${sql.param([token])}::text[]` },
    };
  }
  if (w.categoryId === undefined) return null;
  const categoryId = w.categoryId;
  return {
    read: (db) =>
      countWithSpread(
        db,
        sql`select count(distinct product_id) from product_option_tokens
            where category_id = ${categoryId} and token = any(${sql.param(chosen)}::text[])`,
        categoryId,
      ),
    walk: {
      w: walkOver,
      match: sql`exists (select 1 from product_option_tokens t where t.category_id = ${categoryId}
        and t.token = any(${sql.param(chosen)}::text[]) and t.product_id = products.id)`,
    },
  };
}

// ---------- totals of searches ----------

/** What the kept word counts tell of a search's matches (`keptSearchTotal`). */
export interface KeptSearchTotal {
  /** The exact number of matches, when the counts tell it. */
  exact?: number;
  /** The matches are at least this many… */
  atLeast: number;
  /** …and at most this many (infinite when the counts do not bound them). */
  atMost: number;
  /** The listed products in all (for the walk's Spread: no category here). */
  listed: number;
}

/** Whether every word is one `to_tsquery('simple', …)` reads back as itself (`holdingSeveral`). */
export const allPlain = (words: readonly string[]) => words.every((w) => /^[\p{L}\p{N}]+$/u.test(w));

/**
 * The listed products that hold two or more of `words` (plain words, a condition's held words), with
 * how many of them each holds (`held`) and its values (`option_tokens`): a tsquery of the words' pairs
 * finds them, usually a few where the words' holders number thousands. The kept counts of the words
 * count such a product once per word; one count is right.
 */
function holdingSeveral(words: readonly string[]): SQL {
  const pairs = words.flatMap((a, i) => words.slice(i + 1).map((b) => `(${a} & ${b})`)).join(" | ");
  return sql`select option_tokens,
      (select count(*)::int from unnest(tsvector_to_array(search)) w where w = any(${sql.param(words)}::text[])) as held
    from products where listed and search @@ to_tsquery('simple', ${pairs})`;
}

/**
 * The exact number of listed products holding any of several held words, when that may decide how
 * the page is read (from WALK_FROM to EXACT_COUNT_LIMIT): the words' kept counts added up, less
 * one for each word a product holds beyond its first (`holdingSeveral`). Undefined when the counts do
 * not name every held word (more than eight, or a corrected typo's alternative that is no plain word
 * and is not searched), or cannot decide.
 */
async function heldOnce(db: Tx, counts: WordCounts): Promise<number | undefined> {
  const held = counts.held;
  if (!counts.complete || !held || held.length !== counts.nonzero || held.length < 2 || !allPlain(held)) return;
  if (counts.sum < WALK_FROM || counts.max > EXACT_COUNT_LIMIT) return;
  const [row] = await rowsOf<{ extra: number }>(
    db.execute(sql`select coalesce(sum(held - 1), 0)::int as extra from (${holdingSeveral(held)}) p`),
  );
  return counts.sum - Number(row?.extra ?? 0);
}

/**
 * What the kept word counts (`search_word_counts`, read with the vocabulary: search.ts) tell of a
 * search's matches, or null (count them): only for a search of one word (a prefix, or a corrected
 * word with its alternatives) in every category, without filters. With at most one of its words held
 * by a listed product the counts tell the total exactly, and so they do for up to eight held words
 * with the products holding several taken off (`heldOnce`); otherwise they bound it.
 */
export async function keptSearchTotal(
  db: Tx,
  w: ProductWhere,
  condition: SearchCondition,
): Promise<KeptSearchTotal | null> {
  const counts = condition.counts;
  if (!counts || !withoutFilters(w) || w.categoryId !== undefined) return null;
  const exact = counts.complete && counts.nonzero <= 1 ? counts.max : await heldOnce(db, counts);
  return {
    exact,
    atLeast: counts.max,
    atMost: counts.complete ? counts.sum : Number.POSITIVE_INFINITY,
    listed: counts.listed,
  };
}

// ---------- facets ----------

/** Words with digits have no kept facet counts (migration 0020): a catalog's model codes, one product each. */
const WITH_DIGITS = /[0-9]/;

/**
 * The vocabulary words whose kept facet counts (`search_word_option_counts`) make a one-word search's:
 * when the listed products the condition matches are exactly their holders (at least one), none has
 * digits, and, with several, each is a plain word (the facets then count the products holding two or
 * more of them with a tsquery of their pairs).
 */
export function keptWordsOf(condition: SearchCondition): string[] | undefined {
  const held = condition.counts?.held;
  if (!held?.length || held.some((w) => WITH_DIGITS.test(w))) return undefined;
  return held.length === 1 || allPlain(held) ? held : undefined;
}

/**
 * Whether the kept word counts show that a search matches a listed product of `w` as typed: its
 * vocabulary words (`held`, from `keptWordsOf`) are held by listed products, and nothing but options
 * narrows the search (its facets then need no pass to find out).
 */
export const keptShowsMatches = (w: ProductWhere, held: readonly string[] | undefined) =>
  held !== undefined && w.categoryId === undefined && isPlainListing({ ...w, option: [] });

/** Only the tokens of one option (`prefix`, "size:") in `column`, or all. */
const ofOption = (column: SQL, prefix?: string) => (prefix ? sql`and starts_with(${column}, ${prefix})` : sql``);

/**
 * The kept counts of option values (a select of `token`, `n`) for one facet pass of a storefront
 * list, or null (count them): the values of the products of `base` whose in-stock variants have the
 * choices `others`, each value's own option (`prefix`, "size:") or, without it, every option nobody
 * chose. Kept only for a list with no filter but its category, a price range and one chosen value or
 * none, or a one-word search in every category (`words`, from `keptWordsOf`) without a price range:
 * - nothing chosen (or only the pass's own option): `category_option_counts`; with a price range,
 *   `price_band_option_counts` (`keptInRange`); a search's, `search_word_option_counts` (`keptOfWords`);
 * - the other options beside one chosen value: that value's `category_option_pair_counts`.
 * They are the products' own in-stock tokens, exactly what counting them gives ("in stock" is implied
 * by a value in stock).
 */
export function keptFacetPass(
  base: ProductWhere & ProductFilters,
  others: readonly OptionFilter[],
  prefix: string | undefined,
  match?: SQL,
  words?: readonly string[],
): SQL | null {
  const ranged = base.minPrice !== undefined || base.maxPrice !== undefined;
  const plain = isPlainListing({ ...base, option: [], minPrice: undefined, maxPrice: undefined, inStock: false });
  if (!plain || (match && (words === undefined || base.categoryId !== undefined || ranged))) return null;
  const inCategory = base.categoryId === undefined ? sql`` : sql`and category_id = ${base.categoryId}`;
  if (others.length === 0) {
    if (match && words) return keptOfWords(words, prefix);
    if (ranged) return keptInRange(base, prefix);
    return sql`select token, sum(products)::int as n from category_option_counts
      where products > 0 ${inCategory} ${ofOption(sql`token`, prefix)}
      group by token having sum(products) > 0`;
  }
  const [only] = others;
  if (prefix === undefined && others.length === 1 && only?.values.length === 1 && !ranged && !match) {
    return sql`select other as token, sum(products)::int as n from category_option_pair_counts
      where products > 0 and token = ${optionToken(only.name, only.values[0]!)} ${inCategory}
      group by other having sum(products) > 0`;
  }
  return null;
}

/**
 * The kept counts of the products holding any of `words` (vocabulary words without digits; with
 * several, plain words): each word's rows added up, less what the products holding two or more of
 * them add too much (one count per word held beyond the first, `holdingSeveral`). `prefix` keeps one
 * option's tokens.
 */
function keptOfWords(words: readonly string[], prefix?: string): SQL {
  // Kept per category (writers of different categories share no row): added up here, a few rows each.
  const read = sql`select token, sum(products)::int as n from search_word_option_counts
    where word = any(${sql.param(words)}::text[]) and products > 0 ${ofOption(sql`token`, prefix)}
    group by token`;
  if (words.length === 1) return read;
  const twice = sql`select t as token, 1 - held as n from (${holdingSeveral(words)}) p, unnest(option_tokens) t
    where held > 1 ${ofOption(sql`t`, prefix)}`;
  return sql`select token, sum(n)::int as n from (${read} union all ${twice}) k group by token having sum(n) > 0`;
}

/**
 * The kept counts of a storefront list's price range (of its category, else every category's added
 * up: no row is shared by two categories), from the bands it covers whole, with the products of the
 * parts of a dollar at its ends counted (price-bands.ts). When the prices outside the range take fewer
 * bands ("above $50": the few bands below $50), the range is read as the kept counts of every price
 * (`category_option_counts`) less those outside it. `prefix` keeps one option's tokens.
 */
function keptInRange(base: ProductWhere & ProductFilters, prefix?: string): SQL {
  const lo = base.minPrice === undefined ? 0 : toMinor(base.minPrice, base.digits);
  const hi =
    base.maxPrice === undefined ? MAX_PRICE_CENTS : Math.min(toMinor(base.maxPrice, base.digits), MAX_PRICE_CENTS);
  const inside = priceBlocks(lo, hi);
  const below = priceBlocks(0, lo - 1);
  const above = priceBlocks(hi + 1, MAX_PRICE_CENTS);
  const outside = lo <= hi && below.bands.length + above.bands.length < inside.bands.length;
  const categories =
    base.categoryId === undefined ? sql`select id from categories` : sql`select ${base.categoryId}::int as id`;
  // Each category's bands through the key (category, level, band): a few rows per band read.
  const bandsOf = ({ levels, bands }: PriceBlocks, sign: number) =>
    sql`select k.token, ${sign}::int * k.products as n from (${categories}) c
      cross join unnest(${sql.param(levels)}::int[], ${sql.param(bands)}::int[]) b(level, band)
      cross join lateral (select token, products from price_band_option_counts k
        where k.category_id = c.id and k.level = b.level and k.band = b.band and k.products <> 0
          ${ofOption(sql`k.token`, prefix)} offset 0) k`;
  const listed = whereOf({ listedOnly: true, categoryId: base.categoryId, digits: base.digits });
  const counted = (edges: [number, number][], sign: number) =>
    edges.map(
      ([from, to]) => sql`select t as token, ${sign}::int as n from products, unnest(option_tokens) t
        where ${listed} and special_price_cents between ${from} and ${to} ${ofOption(sql`t`, prefix)}`,
    );
  const parts = outside
    ? [
        sql`select token, products as n from category_option_counts
          where category_id in (${categories}) and products <> 0 ${ofOption(sql`token`, prefix)}`,
        bandsOf(below, -1),
        bandsOf(above, -1),
        // Prices below 0 (none a product can be given) are outside every band: counted, so that "every
        // price less those outside" holds whatever the table holds.
        ...counted([[-MAX_PRICE_CENTS - 1, -1], ...below.edges, ...above.edges], -1),
      ]
    : [bandsOf(inside, 1), ...counted(inside.edges, 1)];
  return sql`select token, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) r
    group by token having sum(n) > 0`;
}
