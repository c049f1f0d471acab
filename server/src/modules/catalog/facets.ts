/**
 * Facets of a product list (docs/decisions/0022): the option values its products have in stock, with
 * how many products have each, under the same filters as the list. An option's own selection is left
 * out of its own counts, so that choosing "M" still shows how many have "L" (and choosing both widens
 * the list); every other filter applies.
 */
import type { Facets, OptionFilter, ProductFilters } from "@shop/contract";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { rowsOf } from "../../db/transaction.js";
import { type ProductWhere, whereOf } from "./product-repository.js";

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

/** The counts of every option value over the products of `base`, as the list with `option` shows them. */
export async function facetsOf(db: Tx, base: ProductWhere & ProductFilters): Promise<Facets> {
  const selected: OptionFilter[] = base.option ?? [];
  const without = (left: OptionFilter | undefined): SQL =>
    whereOf({ ...base, option: selected.filter((g) => g !== left) });
  // One pass for the options nobody chose (every filter applies), and one per chosen option (its
  // own choice left out), each counting only its own option's tokens.
  const chosenNames = selected.map((g) => `${g.name}:`);
  const passes: SQL[] = [
    sql`select t as token, count(*)::int as n from products, unnest(option_tokens) t
        where ${without(undefined)}
          ${chosenNames.length ? sql`and not (split_part(t, ':', 1) || ':' = any(${sql.param(chosenNames)}::text[]))` : sql``}
        group by t`,
    ...selected.map(
      (g) => sql`select t as token, count(*)::int as n from products, unnest(option_tokens) t
        where ${without(g)} and starts_with(t, ${`${g.name}:`}) group by t`,
    ),
  ];
  const rows = await rowsOf<CountRow>(
    db.execute(sql`
      select c.token, c.n, l.name, l.value, l.position
      from (${sql.join(passes, sql` union all `)}) c
      left join option_labels l on l.token = c.token`),
  );
  const byName = new Map<
    string,
    { name: string; total: number; values: { value: string; count: number; position: number }[] }
  >();
  for (const row of rows) {
    const at = row.token.indexOf(":");
    const key = row.token.slice(0, at);
    const group = byName.get(key) ?? { name: row.name ?? key, total: 0, values: [] };
    group.total += Number(row.n);
    group.values.push({
      value: row.value ?? row.token.slice(at + 1),
      count: Number(row.n),
      position: row.position ?? Number.MAX_SAFE_INTEGER,
    });
    byName.set(key, group);
  }
  // A chosen value stays on offer (with 0) so that it can be unchosen.
  for (const g of selected) {
    const group = byName.get(g.name) ?? { name: g.name, total: 0, values: [] };
    for (const value of g.values) {
      if (!group.values.some((v) => v.value.toLowerCase() === value)) {
        group.values.push({ value, count: 0, position: Number.MAX_SAFE_INTEGER });
      }
    }
    byName.set(g.name, group);
  }
  return {
    options: [...byName.values()]
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
      .slice(0, MAX_FACET_OPTIONS)
      .map((g) => ({
        name: g.name,
        values: g.values
          .sort((a, b) => a.position - b.position || a.value.localeCompare(b.value))
          .slice(0, MAX_FACET_VALUES)
          .map(({ value, count }) => ({ value, count })),
      })),
  };
}
