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
import { applyFunctions } from "./apply-functions.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Runs start-up work (migrations, the demo seed) under a lock every server of this database
   * shares (a PostgreSQL advisory lock), so that servers starting together do it once (decision 0005).
   */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /**
   * Opens up to `connections` of the pool's connections now and plans a search on each, so that the
   * first requests do not pay for a new connection's caches (PostgreSQL only; docs/deploy.md).
   */
  warm?(connections: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Planning the first full-text condition on a new PostgreSQL connection loads what the planner needs
 * for the `search` column into the connection's caches: about 3 ms at a million products, 0.3 ms on
 * every later search (docs/performance.md). A server plans one when it starts, on the connections it
 * opens then.
 */
const WARM_UP = "explain select 1 from products where listed and search @@ to_tsquery('simple', 'warm')";

/** The advisory lock key of start-up work ("marigold" in a 32-bit number). */
const STARTUP_LOCK = 0x6d617267;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// node-postgres returns bigint (count(*)) as strings; numeric stays a string on purpose.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * The embedded database is one process's files: a lock file holding the owner's pid keeps a second
 * server from opening (and corrupting) them; a lock left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, "marigold.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lock, "utf8"));
      let alive = false;
      try {
        alive = Number.isInteger(owner) && owner > 0 && process.kill(owner, 0);
      } catch (e) {
        alive = (e as NodeJS.ErrnoException).code === "EPERM";
      }
      if (alive) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}: run one server per data directory, or several on PostgreSQL (DATABASE_URL)`,
        );
      }
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

/** The embedded database's buffer pool (PostgreSQL's default is 128MB). */
export const PGLITE_SHARED_BUFFERS = "16MB";

export async function openPglite(dataDir: string | undefined, opts: PostgresOptions = {}): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      // PostgreSQL's 128 MB of shared buffers live in the embedded database's WebAssembly memory and
      // are all touched at start; the files stay in the operating system's cache anyway, so a small
      // pool keeps the embedded shop within a small server's memory (docs/performance.md, Memory).
      postgresqlconf: [`shared_buffers = ${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // Migrations run before the requests' statement timeout is set: a backfill over a large catalog
  // may take longer than any request should (see openPostgres).
  await migratePglite(db as never, { migrationsFolder });
  await applyFunctions(client);
  await client.exec(`SET statement_timeout = ${Math.trunc(opts.statementTimeoutMs ?? 15_000)}`);
  return {
    db,
    kind: "pglite",
    exclusively: (work) => work(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export interface PostgresOptions {
  /** Longest a statement may run before PostgreSQL cancels it. */
  statementTimeoutMs?: number;
  /** Longest a request waits for a connection while the database is unreachable. */
  connectTimeoutMs?: number;
}

export async function openPostgres(url: string, poolSize: number, opts: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: opts.statementTimeoutMs ?? 15_000,
    // No JIT compilation on the requests' connections: a plan costed above jit_above_cost (a full-text
    // condition at a million products) made PostgreSQL load LLVM on a connection's first such
    // statement, 18-27 ms, and compile on later ones, for statements that run in a few milliseconds
    // (docs/deploy.md). Start-up work (migrations' backfills) keeps the server's setting.
    options: "-c jit=off",
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    // Idle connections are kept (node-postgres closes them after 10 s by default): a new one costs a
    // connect and cold caches on its first requests. A broken one is dropped ("error" below).
    idleTimeoutMillis: 0,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  pool.on("connect", (client) => {
    // A client checked out when PostgreSQL restarts emits "error" as well as failing its query: without
    // a listener that error would end the process (decision 0005). The query's own error answers 503.
    client.on("error", () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  /** A connection of its own, without the requests' statement timeout (start-up work is not a request). */
  const connectionOfItsOwn = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000 });
    client.on("error", () => {});
    await client.connect();
    return client;
  };
  const exclusively = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    // Waiting for another server's start-up work (a long migration) may take longer than any request:
    // the lock is taken on a connection that no timeout cancels, not even its first statement.
    const locker = await connectionOfItsOwn();
    try {
      await locker.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      try {
        return await work(db);
      } finally {
        await locker.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
      }
    } finally {
      await locker.end();
    }
  };
  // Migrations run on a connection of their own without the requests' statement timeout: a backfill
  // over a large catalog (migration 0009 at a million products: 38 s) may take longer than any request
  // should, and a start-up that times out would never get the shop up.
  await exclusively(async () => {
    const migrator = await connectionOfItsOwn();
    try {
      await migratePg(drizzlePg(migrator, { schema }) as never, { migrationsFolder });
      await applyFunctions(migrator);
    } finally {
      await migrator.end();
    }
  });
  return {
    db,
    kind: "postgres",
    exclusively,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    warm: async (connections) => {
      const opened = await Promise.allSettled(
        Array.from({ length: Math.min(connections, poolSize) }, () => pool.connect()),
      );
      const clients = opened.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
      // Every client opened goes back to the pool, whatever its statement does.
      await Promise.allSettled(clients.map((client) => client.query(WARM_UP).finally(() => client.release())));
    },
    close: () => pool.end(),
  };
}

export function openDatabase(
  opts: { databaseUrl?: string; dataDir?: string; poolSize?: number } & PostgresOptions,
): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts)
    : openPglite(opts.dataDir ? path.join(opts.dataDir, "pglite") : undefined, opts);
}
