import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8899);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(here, ".e2e-data");
/**
 * A second shop with Stripe keys, against the tests' local Stripe (e2e/start-server.mjs starts the
 * fake): card payments are tried there, and the first shop stays one without cards.
 */
export const E2E_CARD_PORT = E2E_PORT + 10; // the tests' own shops (tests/own-shop.ts) take +1 and +2
const CARD_SPECS = /card-payment\.spec\.ts$/;

/** One shop for the suite, started by e2e/start-server.mjs on `port` with its own data folder. */
const shop = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: "node ./start-server.mjs",
  cwd: here,
  url: `http://127.0.0.1:${port}/readyz`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...env,
  },
});

export default defineConfig({
  testDir: "./tests",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(here, "test-results"),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [/\.mobile\.spec\.ts$/, CARD_SPECS],
    },
    {
      name: "card",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${E2E_CARD_PORT}` },
      testMatch: CARD_SPECS,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } },
      testMatch: /\.mobile\.spec\.ts$/,
    },
  ],
  webServer: [
    // The real server on a fresh embedded database with the demo shop, serving the built web app.
    shop(E2E_PORT, E2E_DATA_DIR),
    // The same with Stripe keys and the local Stripe fake, for the card payment's flow.
    shop(E2E_CARD_PORT, `${E2E_DATA_DIR}-card`, { E2E_STRIPE: "fake" }),
  ],
});
