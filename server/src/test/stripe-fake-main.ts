/**
 * The tests' Stripe fake as a process of its own, for the browser tests (e2e/start-server.mjs with
 * E2E_STRIPE=fake): `--webhook <url>` is where its hosted page delivers the signed events; it prints
 * `STRIPE_FAKE_URL=<its address>` once it listens.
 */
import { startStripeFake } from "./stripe-fake.js";

const at = process.argv.indexOf("--webhook");
const fake = await startStripeFake({ webhookUrl: at > 0 ? process.argv[at + 1] : undefined });
console.log(`STRIPE_FAKE_URL=${fake.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
