/**
 * Facets of a product list (docs/decisions/0022): the option values its products have in stock, with
 * how many products have each, under the same filters as the list. An option's own selection is left
 * out of its own counts, so that choosing "M" still shows how many have "L" (and choosing both widens
 * the list); every other filter applies.
 */
import {
  compareOptionValues,
  type Facets,
  type OptionFilter,
  optionToken,
  type ProductFilters,
  toMinor,
} from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { isPlainListing, type ProductWhere, whereOf } from "./product-pages.js";
import { MAX_PRICE_CENTS, type PriceBlocks, priceBlocks } from "./price-bands.js";
import { holdingSeveral } from "./search.js";

/** At most this many options and values per option are offered. */
const MAX_FACET_OPTIONS = 10;
const MAX_FACET_VALUES = 50;

interface CountRow {
  token: string;
  n: number;
  name: string | null;
  value: string | null;
  position: number | null;
}

/**
 * The counts of every option value over the products of `base`, as the list with `option` shows them;
 * with a search's `match`, over its matches. `words`, when given, are the vocabulary words whose
 * holders are exactly the listed products `match` finds (search.ts, keptWordsOf).
 */
export async function facetsOf(
  db: Tx,
  base: ProductWhere & ProductFilters,
  match?: SQL,
  words?: readonly string[],
): Promise<Facets> {
  const selected: OptionFilter[] = base.option ?? [];
  const tokens = (g: OptionFilter) => sql.param(g.values.map((v) => optionToken(g.name, v)));
  const chosenNames = selected.map((g) => `${g.name}:`);
  const notChosen = sql`not (split_part(t, ':', 1) || ':' = any(${sql.param(chosenNames)}::text[]))`;
  // A storefront list with no filter but its category, a price range and at most one chosen option:
  // the counts of the tokens nobody else narrows are kept per category (category_option_counts) and
  // per price band (price_band_option_counts), and those of the other options beside one chosen
  // value per pair of values (category_option_pair_counts), so they are read, not counted. They are
  // the products' own in-stock tokens, exactly what counting them gives ("in stock" is implied by a
  // value in stock).
  // The same for a search of one word in every category, without a price range: the kept counts of the
  // vocabulary words it matches (search_word_option_counts, `keptOfWords`).
  const ranged = base.minPrice !== undefined || base.maxPrice !== undefined;
  const plain = isPlainListing({ ...base, option: [], minPrice: undefined, maxPrice: undefined, inStock: false });
  const keptFor = plain && (!match || (words !== undefined && base.categoryId === undefined && !ranged));
  const inCategory = base.categoryId === undefined ? sql`` : sql`and category_id = ${base.categoryId}`;
  const kept = (prefix?: string) =>
    match && words
      ? keptOfWords(words, prefix)
      : !ranged
        ? sql`select token, sum(products)::int as n from category_option_counts
          where products > 0 ${inCategory} ${ofOption(sql`token`, prefix)}
          group by token having sum(products) > 0`
        : keptInRange(base, prefix);
  /** The other options' counts beside one chosen value (`token`): its kept pairs. */
  const keptPairs = (token: string) =>
    sql`select other as token, sum(products)::int as n from category_option_pair_counts
      where products > 0 and token = ${token} ${inCategory}
      group by other having sum(products) > 0`;
  let passes: SQL[];
  if (selected.length === 0) {
    // Nothing chosen: the products' own in-stock tokens say it all.
    passes = [keptFor ? kept() : countTokens(sql`select option_tokens from products where ${whereOf(base, match)}`)];
  } else {
    // With choices, a value counts for a product only if one of its in-stock variants has it together
    // with the other options' choices (as the list's own filter reads them): one pass for the options
    // nobody chose, one per chosen option (its own choice left out), each counting its own tokens.
    const pass = (left: OptionFilter | undefined, own: SQL) => {
      const others = selected.filter((g) => g !== left);
      if (others.length === 0 && keptFor) return kept(`${left!.name}:`);
      // One value chosen and nothing else: the other options' counts are that value's kept pairs.
      const [only] = others;
      if (left === undefined && others.length === 1 && only?.values.length === 1 && keptFor && !ranged && !match) {
        return keptPairs(optionToken(only.name, only.values[0]!));
      }
      const sameVariant = others.map((g) => sql`v.option_tokens && ${tokens(g)}::text[]`);
      return sql`select t as token, count(distinct v.product_id)::int as n
        from (select id from products where ${whereOf({ ...base, option: others }, match)}) p
        join product_variants v on v.product_id = p.id and v.archived_at is null and v.quantity > 0
        cross join unnest(v.option_tokens) t
        where ${own} ${sameVariant.length ? sql`and ${sql.join(sameVariant, sql` and `)}` : sql``}
        group by t`;
    };
    passes = [pass(undefined, notChosen), ...selected.map((g) => pass(g, sql`starts_with(t, ${`${g.name}:`})`))];
  }
  const rows = await rowsOf<CountRow>(
    db.execute(sql`
      select c.token, c.n, l.name, l.value, l.position
      from (${sql.join(passes, sql` union all `)}) c
      left join option_labels l on l.token = c.token`),
  );
  const byName = new Map<
    string,
    { name: string; first: number; values: { value: string; count: number; position: number }[] }
  >();
  for (const row of rows) {
    const at = row.token.indexOf(":");
    const key = row.token.slice(0, at);
    const group = byName.get(key) ?? { name: row.name ?? key, first: Number.MAX_SAFE_INTEGER, values: [] };
    // Where the option stood in the products' lists (labels keep option position × 1000 + value position).
    group.first = Math.min(group.first, Math.floor((row.position ?? Number.MAX_SAFE_INTEGER) / 1000));
    group.values.push({
      value: row.value ?? row.token.slice(at + 1),
      count: Number(row.n),
      position: row.position ?? Number.MAX_SAFE_INTEGER,
    });
    byName.set(key, group);
  }
  // A chosen value stays on offer (with 0) so that it can be unchosen.
  for (const g of selected) {
    const group = byName.get(g.name) ?? { name: g.name, first: Number.MAX_SAFE_INTEGER, values: [] };
    for (const value of g.values) {
      if (!group.values.some((v) => v.value.toLowerCase() === value)) {
        group.values.push({ value, count: 0, position: Number.MAX_SAFE_INTEGER });
      }
    }
    byName.set(g.name, group);
  }
  return {
    options: [...byName.values()]
      // A stable order, whatever is chosen: as the options stood in the products, then by name.
      .sort((a, b) => a.first - b.first || a.name.localeCompare(b.name))
      .slice(0, MAX_FACET_OPTIONS)
      .map((g) => ({
        name: g.name,
        values: g.values
          // Letter sizes, then numbers, then the rest as the products list them (decision 0038).
          .sort(compareOptionValues)
          .slice(0, MAX_FACET_VALUES)
          .map(({ value, count }) => ({ value, count })),
      })),
  };
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

/** Only the tokens of one option (`prefix`, "size:") in `column`, or all. */
const ofOption = (column: SQL, prefix?: string) => (prefix ? sql`and starts_with(${column}, ${prefix})` : sql``);

/** The tokens of the products that `rows` (a select of their `option_tokens`) reads, counted. */
const countTokens = (rows: SQL) =>
  sql`select t as token, count(*)::int as n from (${rows}) s, unnest(s.option_tokens) t group by t`;

/**
 * The kept counts of a storefront list's price range (of its category, else every category's added
 * up: no row is shared by two categories, decision 0032), from the bands it covers whole, with the
 * products of the parts of a dollar at its ends counted (price-bands.ts). When the prices outside the
 * range take fewer bands ("above $50": the few bands below $50), the range is read as the kept counts
 * of every price (`category_option_counts`) less those outside it. `prefix` keeps one option's tokens.
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
