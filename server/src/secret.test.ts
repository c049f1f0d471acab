/**
 * The generated signing secret outside production (decision 0005): shared through the database on
 * PostgreSQL, so two servers accept each other's tokens; kept in the data directory on PGlite.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { resolveJwtSecret } from "./secret.js";
import { createTestApp, dbKind, type TestContext } from "./test/harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const configIn = (dir: string) => loadConfig({ NODE_ENV: "development", DATA_DIR: dir });

describe("the generated signing secret", () => {
  it(
    dbKind === "postgres" ? "is the same for every server on one PostgreSQL" : "is kept in the data directory",
    async () => {
      const one = fs.mkdtempSync(path.join(os.tmpdir(), "secret-a-"));
      const two = fs.mkdtempSync(path.join(os.tmpdir(), "secret-b-"));
      const a = await resolveJwtSecret(configIn(one), ctx.database);
      const b = await resolveJwtSecret(configIn(two), ctx.database);
      expect(a.length).toBeGreaterThanOrEqual(32);
      if (dbKind === "postgres") expect(b).toBe(a);
      else {
        expect(b).not.toBe(a);
        expect(await resolveJwtSecret(configIn(one), ctx.database)).toBe(a);
        expect(fs.readFileSync(path.join(one, "jwt-secret"), "utf8")).toBe(a);
      }
      expect(await resolveJwtSecret(loadConfig({ JWT_SECRET: "s".repeat(40) }), ctx.database)).toBe("s".repeat(40));
    },
  );
});
