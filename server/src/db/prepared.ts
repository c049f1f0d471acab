/**
 * Named prepared statements for the storefront's hot reads (docs/decisions/0004-catalog-at-scale.md).
 *
 * PostgreSQL plans an unnamed statement on every execution; for a product by id that planning costs
 * five times the lookup itself (pgbench at 100,000 products: 6,600 lookups/s planned each time, 39,000
 * prepared). node-postgres prepares a named statement once per connection and then only binds it.
 * A statement's name is derived from its text, so the same shape always reuses its plan. The number of
 * shapes prepared is bounded (each costs memory in every connection); the rest run unnamed, as do all
 * statements inside a transaction and everything on PGlite (one process, no planning to save across
 * connections).
 */
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Tx } from "./client.js";
import { rowsOf } from "./transaction.js";

const dialect = new PgDialect();
/** At most this many statement shapes are prepared per process (and so per connection). */
export const MAX_PREPARED_SHAPES = 200;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_SHAPES) {
    name = `m_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read and returns its rows: as a named prepared statement on a PostgreSQL pool, unnamed
 * otherwise. Only for statements whose text is a fixed shape (values go in parameters).
 */
export async function selectPrepared<T>(db: Tx, statement: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = dialect.sqlToQuery(statement);
    const name = nameOf(query.sql);
    if (name) return (await client.query({ name, text: query.sql, values: query.params as unknown[] })).rows as T[];
  }
  return rowsOf<T>(db.execute(statement));
}
