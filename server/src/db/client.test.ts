/** The embedded database's directory lock (decision 0005): one process at a time, a stale lock taken over. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { databaseUrl } from "../test/global-setup.js";
import { openPglite, openPostgres } from "./client.js";
import { rowsOf } from "./transaction.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-lock-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the embedded database's directory", () => {
  it("refuses a second opener while the first holds it, and opens again once it is closed", async () => {
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/is in use by process \d+/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  });

  it("takes over a lock left by a process that is gone", async () => {
    fs.writeFileSync(path.join(dir, "marigold.lock"), "999999");
    const db = await openPglite(dir);
    expect(fs.readFileSync(path.join(dir, "marigold.lock"), "utf8")).toBe(String(process.pid));
    await db.close();
  });
});

/**
 * A new, empty PostgreSQL database for `work` (the server's own migrations run when it is opened),
 * dropped afterwards.
 */
async function withEmptyDatabase(prefix: string, work: (url: string) => Promise<void>) {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    await work(databaseUrl(adminUrl, name));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Migrations are start-up work: a backfill over a large catalog may take longer than the requests'
 * statement timeout, which must not stop the shop from starting (migration 0009 at a million
 * products took 38 s against a 15 s timeout). Here the timeout is 1 ms, which no migration meets.
 * (PGlite does not enforce statement_timeout, so this is PostgreSQL's case.)
 */
if (process.env.TEST_DB === "postgres") {
  describe("migrations and the statement timeout", () => {
    it("migrates PostgreSQL past a timeout that still holds for requests", () =>
      withEmptyDatabase("shop_test_timeout", async (url) => {
        const database = await openPostgres(url, 2, { statementTimeoutMs: 1 });
        try {
          const error = await database.db.execute("select pg_sleep(0.05)").then(
            () => undefined,
            (e: Error) => e,
          );
          expect(String((error?.cause as Error | undefined)?.message ?? error?.message)).toMatch(/statement timeout/);
        } finally {
          await database.close();
        }
      }));

    it("runs the requests' statements without JIT compilation, on every connection of the pool", () =>
      // A connection's first plan costed above jit_above_cost loaded LLVM (18-27 ms at a million
      // products) for a search that runs in a few milliseconds (docs/deploy.md).
      withEmptyDatabase("shop_test_jit", async (url) => {
        const database = await openPostgres(url, 3);
        try {
          await database.warm?.(3);
          // Three statements at once hold three connections of the pool.
          const rows = await Promise.all(
            [1, 2, 3].map(async () => {
              const [row] = await rowsOf<{ jit: string; pid: number }>(
                database.db.execute("select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)"),
              );
              return row!;
            }),
          );
          expect(new Set(rows.map((r) => r.pid)).size).toBe(3);
          expect(rows.map((r) => r.jit)).toEqual(["off", "off", "off"]);
        } finally {
          await database.close();
        }
      }));
  });
}
