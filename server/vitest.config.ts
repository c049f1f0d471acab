import { defineConfig } from "vitest/config";

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.CI === "true" && !withPostgres) {
  throw new Error("CI=true: TEST_DATABASE_URL must be set so the server suite also runs on PostgreSQL");
}
if (!withPostgres) {
  console.warn("\n  ⚠  TEST_DATABASE_URL is not set: the server suite runs on PGlite only, PostgreSQL is SKIPPED\n");
}

const shared = {
  include: ["src/**/*.test.ts"],
  exclude: ["src/multi/**", "**/node_modules/**"],
  // One migrated template database per run; each test file's database is a copy of it.
  globalSetup: ["src/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: "pglite", env: { TEST_DB: "pglite" } } },
      ...(withPostgres ? [{ test: { ...shared, name: "postgres", env: { TEST_DB: "postgres" } } }] : []),
      // Server processes on a PostgreSQL cluster and a Redis of the tests' own (decision 0005).
      // They start the built server (node dist/main.js) as docs/deploy.md does: built once per run.
      {
        test: {
          include: ["src/multi/**/*.test.ts"],
          name: "multi",
          globalSetup: ["src/test/build-server.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
