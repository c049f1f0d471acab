/** CSV of a seller's statement and of every seller's balance, as accounting software reads them. */
import { fromMinor, type SellerAccount } from "@shop/contract";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { sellerLedgerEntries } from "../../db/schema/index.js";
import { toCsv } from "../../core/csv.js";
import { type DateRange, ledgerEntries } from "./repository.js";
import { dayStart } from "../../db/days.js";

/** Minor units as a plain decimal with the currency's `digits` ("19.99", "1980", "12.345"). */
const decimalOf = (digits: number) => (minor: number) => fromMinor(minor, digits).toFixed(digits);

/** The shop's currency as the CSVs write it: its code in a `currency` column, amounts with its digits. */
export interface CsvCurrency {
  currency: string;
  digits: number;
}

/** Every entry of the range, oldest first, with the balance after each (from the balance before the range). */
export async function statementCsv(
  db: Tx,
  sellerId: number,
  range: DateRange,
  { currency, digits }: CsvCurrency,
): Promise<string> {
  const decimal = decimalOf(digits);
  const [opening] = range.from
    ? await db
        .select({ cents: sql<number>`coalesce(sum(${sellerLedgerEntries.amountCents}), 0)::bigint` })
        .from(sellerLedgerEntries)
        .where(and(eq(sellerLedgerEntries.sellerId, sellerId), lt(sellerLedgerEntries.createdAt, dayStart(range.from))))
    : [{ cents: 0 }];
  let balance = Number(opening?.cents ?? 0);
  const rows = await ledgerEntries(db, sellerId, range);
  return toCsv(
    ["entry_id", "created_at", "type", "amount", "order_id", "reference", "note", "balance_after", "currency"],
    rows.map((r) => {
      balance += Number(r.amountCents);
      return [
        Number(r.id),
        r.createdAt.toISOString(),
        r.type,
        decimal(Number(r.amountCents)),
        r.orderId ?? "",
        r.reference ?? "",
        r.note ?? "",
        decimal(balance),
        currency,
      ];
    }),
  );
}

export function balancesCsv(accounts: readonly SellerAccount[], { currency, digits }: CsvCurrency): string {
  return toCsv(
    ["seller_id", "username", "email", "display_name", "commission_percent", "balance", "currency", "direction"],
    accounts.map((a) => [
      a.sellerId,
      a.username,
      a.email,
      a.displayName ?? "",
      a.commissionPercent.toFixed(2),
      a.balance.toFixed(digits),
      currency,
      a.balance > 0 ? "shop owes seller" : a.balance < 0 ? "seller owes shop" : "settled",
    ]),
  );
}
