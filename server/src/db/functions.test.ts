/**
 * What runs in the database is what `src/db/functions/` says (docs/decisions/0026): every function has
 * a file of its name whose body is the one the database runs, every trigger is created by the file of
 * the function it calls, and nothing runs that has no file. On a database migrated as a server starts.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../test/harness.js";
import { applyFunctions, functionFiles, type ScriptRunner } from "./apply-functions.js";
import { migrationsFolder } from "./client.js";
import { rowsOf } from "./transaction.js";
import { sql } from "drizzle-orm";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface FunctionRow {
  name: string;
  body: string;
}
interface TriggerRow {
  name: string;
  tbl: string;
  fn: string;
}

/** The public schema's own functions (not an extension's, such as pg_trgm's) and their bodies. */
const functionsInDatabase = () =>
  rowsOf<FunctionRow>(
    ctx.database.db.execute(sql`select p.proname as name, p.prosrc as body
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1`),
  );

const triggersInDatabase = () =>
  rowsOf<TriggerRow>(
    ctx.database.db.execute(sql`select t.tgname as name, c.relname as tbl, p.proname as fn
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal order by 1`),
  );

/** The body between a file's `$$` quotes: what PostgreSQL keeps as the function's source. */
const bodyOf = (text: string) => text.match(/\$\$([\s\S]*?)\$\$/)?.[1];

const files = functionFiles();

/** The triggers the files create: name, table and the function they call. */
const triggersInFiles = files.flatMap((file) =>
  [...file.sql.matchAll(/CREATE TRIGGER (\w+)[\s\S]*? ON (\w+)[\s\S]*?EXECUTE FUNCTION (\w+)\(\)/g)].map(
    ([, name, tbl, fn]) => ({ name: name!, tbl: tbl!, fn: fn!, file: file.name }),
  ),
);

/** Runs scripts on the test database's own connection (PGlite) or pool (PostgreSQL). */
const runner = (): ScriptRunner => (ctx.database.db as unknown as { $client: ScriptRunner }).$client;

describe("the database's functions", () => {
  it("are exactly the files: one per function, with the body the database runs", async () => {
    const running = await functionsInDatabase();
    expect(running.map((f) => f.name)).toEqual(files.map((f) => f.name));
    for (const file of files) {
      expect(file.sql, file.name).toMatch(new RegExp(`CREATE OR REPLACE FUNCTION ${file.name}\\(`));
      expect(running.find((f) => f.name === file.name)?.body, file.name).toBe(bodyOf(file.sql));
    }
  });

  it("have their triggers in their own files, and no trigger runs that a file does not create", async () => {
    for (const trigger of triggersInFiles) expect(trigger.fn, trigger.name).toBe(trigger.file);
    expect(await triggersInDatabase()).toEqual(
      triggersInFiles.map(({ name, tbl, fn }) => ({ name, tbl, fn })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it("are put back as the files say by the migrate step, once per change of the files or migrations", async () => {
    // A body changed behind the files' back (as a later migration's CREATE OR REPLACE would).
    await ctx.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION seller_ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RETURN NULL; END $$`),
    );
    // Nothing changed in the files or migrations since the start: nothing is applied.
    expect(await applyFunctions(runner())).toBe(false);
    expect(await applyFunctions(runner(), { force: true })).toBe(true);
    const body = (await functionsInDatabase()).find((f) => f.name === "seller_ledger_entries_append_only")?.body;
    expect(body).toBe(bodyOf(files.find((f) => f.name === "seller_ledger_entries_append_only")!.sql));
    expect(await applyFunctions(runner())).toBe(false);
  });
});

describe("the migrations' journal", () => {
  it("is in time order: drizzle skips on an existing database a migration older than the last applied", () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { idx: number; when: number }[];
    };
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
  });
});
