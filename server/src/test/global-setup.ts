/**
 * Migrates one template database per test run (vitest's globalSetup, once per project), so that each
 * test file starts from a copy instead of running every migration again (test/harness.ts):
 *
 * - PostgreSQL: a database migrated once; each file's database is `CREATE DATABASE … TEMPLATE` it.
 * - PGlite: a data directory migrated once; each file opens a copy of it (copying the files and
 *   opening them measured faster than loading a dump of them into an in-memory database).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test file copies. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that each test file's database is created from. */
    postgresTemplate: string;
  }
}

/** The database URL of `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `shop_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    // Migrated, then every connection closed: a template must have none while it is copied.
    const database = await openPostgres(databaseUrl(adminUrl, name), 1);
    await database.close();
    project.provide("postgresTemplate", name);
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-template-"));
  const database = await openPglite(path.join(dir, "pglite"));
  await database.close();
  project.provide("pgliteTemplate", path.join(dir, "pglite"));
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
