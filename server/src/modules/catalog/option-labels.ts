/**
 * How option values are written where facets show them: the first spelling a seller used, and the
 * earliest position a value had in any product's list (so sizes come as S, M, L, not alphabetically).
 */
import { optionToken } from "@shop/contract";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { optionLabels } from "../../db/schema/index.js";

export async function recordOptionLabels(db: Tx, options: readonly { name: string; values: readonly string[] }[]) {
  const rows = options.flatMap((o, optionPosition) =>
    o.values.map((value, position) => ({
      token: optionToken(o.name, value),
      name: o.name,
      value,
      position: optionPosition * 1000 + position,
    })),
  );
  if (rows.length === 0) return;
  await db
    .insert(optionLabels)
    .values(rows)
    .onConflictDoUpdate({
      target: optionLabels.token,
      set: { position: sql`least(${optionLabels.position}, excluded.position)` },
    });
}
