/** Errors reach the log without the values of the failed statement. */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { users } from "../db/schema/index.js";
import { createTestApp, createUser, type TestContext } from "../test/harness.js";
import type { App } from "../core/deps.js";

let ctx: TestContext;
let app: App;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: ctx.dataDir, WEB_DIST: "/nonexistent", LOG_LEVEL: "error" });
  app = await buildApp({
    config,
    database: ctx.database,
    jwtSecret: "x".repeat(40),
    logger: { stream: sink } as never,
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe("the error log", () => {
  it("leaves out a failed user update's parameters (a password hash), keeps the SQL and the code", async () => {
    const user = await createUser(ctx);
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$SECRETSALT$SECRETHASHVALUE";
    let failure: unknown;
    try {
      // A real failing UPDATE of a user row through the shop's database layer.
      await ctx.database.db
        .update(users)
        .set({ passwordHash: hash })
        .where(sql`${users.id} = ${user.id} and 1 / 0 = 1`);
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain("SECRETHASHVALUE"); // the driver's message has it
    app.log.error({ err: failure }, "unhandled error");
    const text = lines.join("");
    expect(text).toContain("Failed query");
    expect(text).toContain("22012"); // PostgreSQL's division_by_zero
    expect(text).not.toContain("SECRET");
  });
});
