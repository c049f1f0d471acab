/**
 * The one Stripe client of a server (docs/decisions/0050-card-payments-through-stripe.md): the
 * official SDK, pointed at STRIPE_API_URL when it is set (the tests' local fake). The SDK retries a
 * failed call itself with the same idempotency key, so a retry never creates a second object.
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { Config } from "../../config.js";
import { stripeTakesCurrency } from "../ledger/payment-settings.js";

export type StripeClient = Stripe;
export type StripeKeys = NonNullable<Config["stripe"]>;

/**
 * The SDK is loaded when a server has keys, not at start: a shop that takes no cards does not carry
 * its 15 MB (docs/performance.md, Memory).
 */
const loadStripe = () => createRequire(import.meta.url)("stripe") as typeof Stripe;

export function stripeClientOf(keys: StripeKeys): Stripe {
  const StripeSdk = loadStripe();
  const api = keys.apiUrl ? new URL(keys.apiUrl) : undefined;
  return new StripeSdk(keys.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

export { stripeTakesCurrency };

/**
 * Stripe's amount of `minor` units of the shop's currency (ISO 4217 digits), or null when Stripe
 * cannot take it exactly. Stripe's zero-decimal currencies are ISO's except two: ISK (ISO 0
 * decimals, Stripe counts hundredths) and MGA (ISO 2, Stripe 0); the three-decimal currencies
 * (BHD, JOD, KWD, OMR, TND) take only amounts ending in 0.
 */
export function toStripeAmount(currency: string, minor: number): number | null {
  const c = currency.toUpperCase();
  if (c === "ISK") return minor * 100;
  if (!stripeTakesCurrency(c)) return null;
  return minor;
}

const clients = new WeakMap<StripeKeys, Stripe>();

/** This server's client for its keys (one per configuration), or undefined without keys. */
export function stripeOf(config: Pick<Config, "stripe">): Stripe | undefined {
  if (!config.stripe) return undefined;
  let client = clients.get(config.stripe);
  if (!client) {
    client = stripeClientOf(config.stripe);
    clients.set(config.stripe, client);
  }
  return client;
}
