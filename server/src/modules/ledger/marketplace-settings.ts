/**
 * The marketplace's terms (docs/decisions/0022): the default commission and who collects cash on
 * delivery, one JSON value under the key "marketplace" of the `settings` table. Orders copy them
 * when they are placed, so a change applies to orders placed after it.
 */
import {
  basisPoints,
  type CashCollector,
  DEFAULT_COMMISSION_PERCENT,
  type MarketplaceSettings,
  percentOf,
} from "@shop/contract";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { settings } from "../../db/schema/index.js";

const KEY = "marketplace";

export interface MarketplaceTerms {
  commissionBp: number;
  cashCollectedBy: CashCollector;
  /** Applications to sell are approved as they arrive (docs/decisions/0047). */
  autoApproveApplications: boolean;
}

export const DEFAULT_TERMS: MarketplaceTerms = {
  commissionBp: basisPoints(DEFAULT_COMMISSION_PERCENT),
  cashCollectedBy: "platform",
  autoApproveApplications: false,
};

/** The stored JSON as terms; anything missing or unreadable is the default. */
export function termsOf(raw: string | null | undefined): MarketplaceTerms {
  if (!raw) return DEFAULT_TERMS;
  try {
    const value = JSON.parse(raw) as Partial<MarketplaceTerms>;
    return {
      commissionBp:
        Number.isInteger(value.commissionBp) &&
        (value.commissionBp as number) >= 0 &&
        (value.commissionBp as number) <= 10_000
          ? (value.commissionBp as number)
          : DEFAULT_TERMS.commissionBp,
      cashCollectedBy: value.cashCollectedBy === "seller" ? "seller" : "platform",
      autoApproveApplications: value.autoApproveApplications === true,
    };
  } catch {
    return DEFAULT_TERMS;
  }
}

/** The SQL of the stored value (a scalar subquery another statement can carry). */
export const storedTerms = sql`(select ${settings.value} from ${settings} where ${settings.key} = ${KEY})`;

export async function readTerms(db: Tx): Promise<MarketplaceTerms> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return termsOf(row?.value);
}

export async function writeTerms(db: Tx, terms: MarketplaceTerms): Promise<void> {
  const value = JSON.stringify(terms);
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

export const toMarketplaceSettings = (terms: MarketplaceTerms): MarketplaceSettings => ({
  commissionPercent: percentOf(terms.commissionBp),
  cashCollectedBy: terms.cashCollectedBy,
  autoApproveApplications: terms.autoApproveApplications,
});
