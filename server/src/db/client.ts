/** Opens the database: embedded PGlite (default, files in DATA_DIR) or PostgreSQL (DATABASE_URL). */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// node-postgres returns bigint (count(*)) as strings; numeric stays a string on purpose.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolSize?: number }): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10)
    : openPglite(opts.dataDir ? path.join(opts.dataDir, "pglite") : undefined);
}
