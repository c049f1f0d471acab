/** The environment, parsed once at start-up. Nothing else in the server reads process.env. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { currencyDigits, hasAtMostDigits, isCountryCode, isCurrencyCode } from "@shop/contract";
import { z } from "zod";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");

const flag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no", ""])
  .transform((v) => ["true", "1", "on", "yes"].includes(v));
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: optionalText,
  STOREFRONT_URL: optionalText,
  SHOP_NAME: z.string().trim().min(1).max(60).default("Marigold"),
  /** A new shop's currency and country at its first start (docs/product/api.md, "Money"); then Store settings'. */
  SHOP_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => isCurrencyCode(v), "SHOP_CURRENCY must be an ISO 4217 code such as USD, EUR or JPY")
    .default("USD"),
  SHOP_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, "SHOP_COUNTRY must be an ISO 3166-1 code of two letters such as US, DE or JP")
    .default("US"),
  DATA_DIR: z.string().default(path.join(repoRoot, "data")),
  DATABASE_URL: optionalText,
  ALLOW_EMBEDDED_DB: flag.optional(),
  API_DOCS: z.enum(["on", "off"]).optional(),
  DB_POOL_SIZE: positiveInt(10),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  JWT_SECRET: optionalText,
  SEED_DEMO: flag.optional(),
  ADMIN_USERNAME: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Marigold <no-reply@marigold.local>"),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
  RATE_LIMIT: z.enum(["on", "off"]).default("on"),
  REDIS_URL: optionalText,
  CORS_ORIGIN: optionalText,
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  FREE_SHIPPING_THRESHOLD: z.coerce.number().positive().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, "web", "dist")),
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(10).max(50_000).default(50_000),
  SIGNIN_FAILURES_PER_15_MIN: positiveInt(10),
  SIGNUPS_PER_HOUR: positiveInt(20),
  FORGOT_PASSWORD_PER_HOUR: positiveInt(5),
  ORDERS_PER_MINUTE: positiveInt(30),
  CODE_FAILURES_PER_MINUTE: positiveInt(5),
  CATALOG_CACHE: z.enum(["on", "off"]).default("on"),
  /** Card payments through Stripe (docs/decisions/0050): both keys, or neither (off). */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another address for Stripe's API (tests point the SDK at a local fake). */
  STRIPE_API_URL: optionalText,
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * The configuration is refused: each reason is one sentence, printed one per line by start and
 * migrate (docs/deploy.md), never inside a stack trace.
 */
export class ConfigRefusal extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join("\n"));
    this.name = "ConfigRefusal";
  }
}

/**
 * What the process is for: a server (`serve`) needs everything; `npm run migrate` (`migrate`) only
 * touches the database, so only the database's settings can refuse it.
 */
export type ConfigPurpose = "serve" | "migrate";

export function loadConfig(env: Record<string, string | undefined> = process.env, purpose: ConfigPurpose = "serve") {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigRefusal(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const serving = purpose === "serve";
  // What is unsafe in production is refused at start, one line per reason (docs/deploy.md).
  const refusals: string[] = [];
  if (production) {
    if (serving && !e.JWT_SECRET) refusals.push("JWT_SECRET must be set when NODE_ENV=production");
    if (serving && e.RATE_LIMIT === "off") refusals.push("RATE_LIMIT=off is refused when NODE_ENV=production");
    if (serving && !e.PUBLIC_URL) {
      refusals.push("PUBLIC_URL must be set when NODE_ENV=production (links in mails point there)");
    }
    if (serving && !e.SMTP_URL) {
      refusals.push("SMTP_URL must be set when NODE_ENV=production (mail would only be written to a local folder)");
    }
    if (!e.DATABASE_URL && !e.ALLOW_EMBEDDED_DB) {
      refusals.push(
        "DATABASE_URL must be set when NODE_ENV=production (the embedded database serves one server; ALLOW_EMBEDDED_DB=true to run on it anyway)",
      );
    }
  }
  if (serving && e.JWT_SECRET && e.JWT_SECRET.length < 32) refusals.push("JWT_SECRET must be at least 32 characters");
  let trustProxy: ReturnType<typeof parseTrustProxy> = false;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    if (serving) refusals.push((error as Error).message);
  }
  if (e.STOREFRONT_URL && !/^https?:\/\/[^/\s]+/i.test(e.STOREFRONT_URL)) {
    refusals.push("STOREFRONT_URL must be an absolute http(s) address (the storefront's, used in mail links)");
  }
  if (e.MAIL_SEND_TIMEOUT_MS >= e.OUTBOX_LEASE_SECONDS * 1000) {
    // A send longer than the lease could still be under way when another server claims the mail.
    refusals.push("MAIL_SEND_TIMEOUT_MS must be shorter than OUTBOX_LEASE_SECONDS");
  }
  if (e.FREE_SHIPPING_THRESHOLD && !hasAtMostDigits(e.FREE_SHIPPING_THRESHOLD, currencyDigits(e.SHOP_CURRENCY))) {
    refusals.push(
      `FREE_SHIPPING_THRESHOLD can have at most ${currencyDigits(e.SHOP_CURRENCY)} decimals in ${e.SHOP_CURRENCY}`,
    );
  }
  if (serving && Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    refusals.push("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (card payments need both)");
  }
  if (e.STRIPE_API_URL && !/^https?:\/\/[^/\s]+/i.test(e.STRIPE_API_URL)) {
    refusals.push("STRIPE_API_URL must be an absolute http(s) address");
  }
  if (refusals.length) throw new ConfigRefusal(refusals);
  const publicUrl = withoutTrailingSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    /** This server's own address: absolute image URLs, the sitemap, robots.txt, the pages' canonical links. */
    publicUrl,
    /** The storefront's address, where the links in mails lead (reset, confirmation, orders); PUBLIC_URL unless set. */
    storefrontUrl: e.STOREFRONT_URL ? withoutTrailingSlash(e.STOREFRONT_URL) : publicUrl,
    shopName: e.SHOP_NAME,
    /** A new shop's currency and country (its first start's store settings). */
    shopCurrency: e.SHOP_CURRENCY,
    shopCountry: e.SHOP_COUNTRY,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? !production,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** How the mail outbox claims and sends (modules/outbox/outbox.ts). */
    outbox: { leaseSeconds: e.OUTBOX_LEASE_SECONDS, sendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS },
    rateLimit: {
      enabled: e.RATE_LIMIT === "on",
      redisUrl: e.REDIS_URL,
      signinFailuresPer15Min: e.SIGNIN_FAILURES_PER_15_MIN,
      signupsPerHour: e.SIGNUPS_PER_HOUR,
      forgotPasswordPerHour: e.FORGOT_PASSWORD_PER_HOUR,
      ordersPerMinute: e.ORDERS_PER_MINUTE,
      codeFailuresPerMinute: e.CODE_FAILURES_PER_MINUTE,
    },
    corsOrigin: e.CORS_ORIGIN,
    trustProxy,
    /** The API documentation at /api/docs: on by default outside production. */
    apiDocs: (e.API_DOCS ?? (production ? "off" : "on")) === "on",
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    /** In the new shop's currency (a decimal amount, as the settings keep it). */
    freeShippingThreshold: e.FREE_SHIPPING_THRESHOLD ?? null,
    webDist: path.resolve(e.WEB_DIST),
    /** URLs per sitemap file (sitemaps.org allows 50,000); beyond, /sitemap.xml is an index of parts. */
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    /** Stripe's keys: card payments are offered only with them (docs/decisions/0050). */
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    catalogCache: { enabled: e.CATALOG_CACHE === "on", ttlMs: e.CATALOG_CACHE_TTL_MS },
  };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/**
 * Which X-Forwarded-For hops to believe (docs/deploy.md): off by default, so no client can choose
 * its address; a number of proxy hops ("1" behind one nginx), or the proxies' addresses or CIDR
 * ranges ("10.0.0.2,10.0.1.0/24"). "true" (every hop) is refused: it lets any client pick its IP.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (!value || ["off", "false", "no", "0"].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (["on", "true", "yes"].includes(value.toLowerCase())) {
    throw new Error(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For: give the hop count or the proxies' addresses",
    );
  }
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}
