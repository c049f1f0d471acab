// Starts the shop for the browser tests: fresh data directory, demo data, no rate limits.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, ".e2e-data");
const webDist = process.env.WEB_DIST ?? path.join(here, "..", "web", "dist");
if (!fs.existsSync(path.join(webDist, "index.html"))) {
  console.error("web/dist is missing: run `npm run build` first (npm test does)");
  process.exit(1);
}
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? "8899";

// E2E_STRIPE=fake: card payments against the tests' local Stripe (server/src/test/stripe-fake.ts,
// docs/decisions/0050-card-payments-through-stripe.md); without it the shop has no Stripe keys.
const stripe = {};
let fake;
if (process.env.E2E_STRIPE === "fake") {
  fake = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(here, "..", "server", "src", "test", "stripe-fake-main.ts"),
      "--webhook",
      `http://127.0.0.1:${port}/api/payments/stripe/webhook`,
    ],
    { stdio: ["ignore", "pipe", "inherit"], cwd: path.join(here, "..", "server") },
  );
  const url = await new Promise((resolve, reject) => {
    let out = "";
    fake.stdout.on("data", (chunk) => {
      out += chunk;
      const m = /STRIPE_FAKE_URL=(\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    fake.on("exit", () => reject(new Error("the Stripe fake did not start")));
  });
  Object.assign(stripe, {
    STRIPE_SECRET_KEY: "sk_test_fake_marigold",
    STRIPE_WEBHOOK_SECRET: "whsec_fake_marigold",
    STRIPE_API_URL: url,
  });
}
const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "..", "server", "src", "main.ts")], {
  stdio: "inherit",
  cwd: path.join(here, "..", "server"),
  env: {
    ...process.env,
    NODE_ENV: "development",
    PORT: process.env.E2E_PORT ?? "8899",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    RATE_LIMIT: "off",
    SEED_DEMO: process.env.SEED_DEMO ?? "true",
    LOG_LEVEL: "warn",
    WEB_DIST: webDist,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...stripe,
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    fake?.kill("SIGTERM");
    child.kill("SIGTERM");
  });
}
child.on("exit", () => fake?.kill("SIGTERM"));
child.on("exit", (code) => process.exit(code ?? 0));
