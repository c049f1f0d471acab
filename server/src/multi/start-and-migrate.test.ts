/**
 * Start and migrate as an operator runs them (docs/deploy.md): refusals are sentences, one line per
 * reason and a non-zero exit, never a stack trace; migrate names the database it brought up to date;
 * the production banner shows the API docs' address only when they are served.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServer } from "../test/server-process.js";
import { startTempPostgres, type TempPostgres } from "../test/temp-services.js";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dirs: string[] = [];
const servers: ServerProcess[] = [];
let postgres: TempPostgres | undefined;
afterAll(async () => {
  for (const s of servers) await s.stop();
  postgres?.destroy();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Runs `args` (a script of the server) with exactly `env` on top of PATH: nothing from this process's environment. */
function run(args: string[], env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marigold-cli-"));
  dirs.push(dataDir);
  const r = spawnSync(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, dataDir };
}

/** `npm run migrate` runs the source through tsx; the build holds dist/migrate.js. */
const migrateCommands = {
  "npm run migrate (tsx src/migrate.ts)": ["--import", "tsx", "src/migrate.ts"],
  "the built dist/migrate.js": ["dist/migrate.js"],
};

describe("refusals", () => {
  for (const [name, args] of Object.entries(migrateCommands)) {
    it(`${name} in production without DATABASE_URL: one sentence, exit 1, no stack trace`, () => {
      const r = run(args, { NODE_ENV: "production" });
      expect(r.status).toBe(1);
      const lines = r.stderr.trim().split("\n");
      expect(lines).toEqual([
        expect.stringMatching(/^migrate refused: DATABASE_URL must be set when NODE_ENV=production/),
      ]);
      expect(r.stderr).not.toMatch(/^\s+at /m);
      // Migrating needs nothing but the database: no JWT_SECRET, SMTP_URL or PUBLIC_URL asked for.
      expect(r.stderr).not.toMatch(/JWT_SECRET|SMTP_URL|PUBLIC_URL/);
    });
  }

  it("a production start without its settings: one line per reason, exit 1, no stack trace", () => {
    const r = run(["dist/main.js"], { NODE_ENV: "production" });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^start refused: [A-Z_]+ must be set when NODE_ENV=production/);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it("a database that cannot be reached: one line, exit 1", () => {
    const r = run(migrateCommands["the built dist/migrate.js"], {
      DATABASE_URL: "postgres://marigold:secret-pw@127.0.0.1:1/shop",
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^migrate failed: could not migrate PostgreSQL 127\.0\.0\.1:1\/shop: .*ECONNREFUSED/),
    ]);
    expect(r.stderr).not.toContain("secret-pw");
  });
});

describe("migrate", () => {
  it("names the database it migrated, without the password", async () => {
    postgres = await startTempPostgres();
    const url = new URL(postgres.url);
    url.password = "never-printed";
    const r = run(migrateCommands["npm run migrate (tsx src/migrate.ts)"], {
      NODE_ENV: "production",
      DATABASE_URL: url.toString(),
    });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(`PostgreSQL 127.0.0.1:${postgres.port}/postgres is up to date`);
    expect(r.stdout + r.stderr).not.toContain("never-printed");
  });

  it("names the embedded database's folder", () => {
    const r = run(migrateCommands["the built dist/migrate.js"], {});
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe(`the embedded database in ${r.dataDir} is up to date`);
  });
});

describe("the production start banner", () => {
  const production = {
    NODE_ENV: "production",
    ALLOW_EMBEDDED_DB: "true",
    PUBLIC_URL: "https://shop.example",
    SMTP_URL: "smtp://127.0.0.1:9",
  };

  it("prints no API docs address when API_DOCS is off (the production default)", async () => {
    const server = await startServer(production);
    servers.push(server);
    expect(server.output()).toContain("is running at");
    expect(server.output()).not.toMatch(/api\/docs|API docs/i);
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
  });

  it("prints the address when API_DOCS=on, and it answers", async () => {
    const server = await startServer({ ...production, API_DOCS: "on" });
    servers.push(server);
    const address = server.output().match(/API docs: (http:\/\/\S+)/)?.[1];
    expect(address).toMatch(/\/api\/docs$/);
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(200);
  });
});
