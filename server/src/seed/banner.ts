/**
 * What the server prints once it listens: where the shop is, on which address it listens (and how
 * to keep it to this machine), the database, and the accounts to sign in with: the demo accounts,
 * or the admin account an empty shop was given (from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD).
 */
import type { Config } from "../config.js";
import { DEMO_ACCOUNTS } from "./index.js";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1"]);

export interface BannerFacts {
  /** The address a browser on this machine opens. */
  url: string;
  /** The port the server listens on. */
  port: number;
  /** "embedded (./data)" or "PostgreSQL". */
  database: string;
  /** Whether this start created the demo shop. */
  seeded: boolean;
}

type BannerConfig = Pick<Config, "shopName" | "host" | "apiDocs" | "seedDemo" | "production" | "admin">;

export function startBanner(config: BannerConfig, facts: BannerFacts): string[] {
  const lines = ["", `  ${config.shopName} is running at ${facts.url}`];
  lines.push(
    LOCAL_HOSTS.has(config.host)
      ? `  Listening on ${config.host}:${facts.port}: only this machine can reach it.`
      : `  Listening on ${config.host}:${facts.port}: every network interface, so other machines can reach it too; HOST=127.0.0.1 keeps it to this machine.`,
  );
  lines.push(
    config.apiDocs
      ? `  API docs: ${facts.url}/api/docs    database: ${facts.database}`
      : `  database: ${facts.database}`,
  );
  if (config.admin) {
    lines.push(
      `  Admin account: ${config.admin.username} (${config.admin.email}), with the password in ADMIN_PASSWORD; created on the first start if it did not exist.`,
    );
  }
  if (config.seedDemo && !config.production) {
    lines.push(
      facts.seeded ? "  Demo data was created. Demo accounts:" : "  Demo accounts (if the demo data was created):",
    );
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.label.padEnd(9)} ${a.username} / ${a.password}`);
  } else if (!config.admin) {
    lines.push(
      "  No admin account was given: start with ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD set to create one.",
    );
  }
  return lines;
}
