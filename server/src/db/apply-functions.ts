/**
 * The database's functions and triggers, one file each in `functions/` (docs/decisions/0026): the
 * current body of every function, with the triggers that call it, so that a reader sees what runs.
 * Migrations are history (they create tables and move data); these files are applied after them on
 * every start and by `npm run migrate`, and are idempotent (`CREATE OR REPLACE FUNCTION`,
 * `DROP TRIGGER IF EXISTS` + `CREATE TRIGGER`).
 *
 * Re-creating a trigger locks its table against every statement for a moment, so a start applies
 * the files only when they or the migrations changed: the checksum of both is kept in the migrations'
 * own schema. A later migration that redefined a function without touching its file would be undone
 * at the next start whose files or migrations differ; `functions.test.ts` checks that the database
 * runs exactly the files.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Beside the code: `src/db/functions` in the sources, `dist/functions` in the build (build.mjs). */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "functions");

export interface FunctionFile {
  /** The function's name: the file's name without `.sql`. */
  name: string;
  sql: string;
}

/** The files in name order (a function another one calls is found at run time, not when created). */
export function functionFiles(folder = functionsFolder): FunctionFile[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({ name: file.slice(0, -4), sql: fs.readFileSync(path.join(folder, file), "utf8") }));
}

/** A connection that runs several statements in one call: PGlite's `exec`, or node-postgres' `query`. */
export interface ScriptRunner {
  exec?(script: string): Promise<unknown>;
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** Where the checksum of what was last applied is kept (the schema drizzle's migrations table is in). */
const APPLIED = "drizzle.__marigold_functions";

/**
 * Applies every file in one transaction when the files or the migrations changed since the last time
 * (`force`: always). Run after the migrations, under the start-up lock on PostgreSQL (db/client.ts),
 * so that two servers starting together apply them once. Returns whether it applied them.
 */
export async function applyFunctions(runner: ScriptRunner, opts: { force?: boolean } = {}): Promise<boolean> {
  const run = (script: string) => (runner.exec ? runner.exec(script) : runner.query(script));
  await run(`CREATE SCHEMA IF NOT EXISTS drizzle; CREATE TABLE IF NOT EXISTS ${APPLIED} (checksum text NOT NULL)`);
  const migrations = await runner.query("select count(*)::int as n from drizzle.__drizzle_migrations");
  const files = functionFiles();
  const hash = createHash("sha256");
  hash.update(`migrations:${(migrations.rows[0] as { n: number }).n}\n`);
  for (const file of files) hash.update(`${file.name}\n${file.sql}\n`);
  const checksum = hash.digest("hex");
  if (!opts.force) {
    const applied = await runner.query(`select checksum from ${APPLIED}`);
    if (applied.rows.length === 1 && (applied.rows[0] as { checksum: string }).checksum === checksum) return false;
  }
  // check_function_bodies off, as pg_dump does: a SQL function's body may name a function of a later file.
  await run(
    [
      "BEGIN",
      "SET LOCAL check_function_bodies = off",
      ...files.map((file) => file.sql),
      `DELETE FROM ${APPLIED}`,
      `INSERT INTO ${APPLIED} (checksum) VALUES ('${checksum}')`,
      "COMMIT",
    ].join(";\n"),
  );
  return true;
}
