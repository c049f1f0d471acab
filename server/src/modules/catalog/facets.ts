/**
 * Facets of a product list (docs/decisions/0022): the option values its products have in stock, with
 * how many products have each, under the same filters as the list. An option's own selection is left
 * out of its own counts, so that choosing "M" still shows how many have "L" (and choosing both widens
 * the list); every other filter applies.
 */
import { compareOptionValues, type Facets, type OptionFilter, optionToken, type ProductFilters } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { keptFacetPass } from "./kept-counts.js";
import { type ProductWhere, whereOf } from "./product-pages.js";

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
 * holders are exactly the listed products `match` finds (`keptWordsOf`, kept-counts.ts).
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
  // One pass for the options nobody chose, one per chosen option (its own choice left out), each
  // counting its own tokens over the products of the same condition: a value counts for a product
  // only if one of its in-stock variants has it together with the other options' choices (as the
  // list's own filter reads them). A pass is read from kept counts where kept-counts.ts has them.
  const pass = (left: OptionFilter | undefined, own: SQL) => {
    const others = selected.filter((g) => g !== left);
    const prefix = left && `${left.name}:`;
    const kept = keptFacetPass(base, others, prefix, match, words);
    if (kept) return kept;
    if (selected.length === 0) {
      // Nothing chosen: the products' own in-stock tokens say it all.
      return sql`select t as token, count(*)::int as n
        from (select option_tokens from products where ${whereOf(base, match)}) s, unnest(s.option_tokens) t
        group by t`;
    }
    const sameVariant = others.map((g) => sql`v.option_tokens && ${tokens(g)}::text[]`);
    return sql`select t as token, count(distinct v.product_id)::int as n
      from (select id from products where ${whereOf({ ...base, option: others }, match)}) p
      join product_variants v on v.product_id = p.id and v.archived_at is null and v.quantity > 0
      cross join unnest(v.option_tokens) t
      where ${own} ${sameVariant.length ? sql`and ${sql.join(sameVariant, sql` and `)}` : sql``}
      group by t`;
  };
  const passes = selected.length
    ? [pass(undefined, notChosen), ...selected.map((g) => pass(g, sql`starts_with(t, ${`${g.name}:`})`))]
    : [pass(undefined, sql`true`)];
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
