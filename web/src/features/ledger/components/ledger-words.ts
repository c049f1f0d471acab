import { balanceInWords, fromCents, type LedgerEntry, type LedgerEntryType, toCents } from "@shop/contract";
import { formatMoney } from "../../../lib/format";

/** The balance in words, from the seller's side (the contract's words, as the payment mails say it), of a wire amount. */
export const balanceWords = (balance: number): string => balanceInWords(toCents(balance));

/** The same balance from the shop's side, for the admin's list. */
export function sellerBalanceWords(balance: number): string {
  const cents = toCents(balance);
  if (cents > 0) return `Shop owes ${formatMoney(fromCents(cents))}`;
  if (cents < 0) return `Owes the shop ${formatMoney(fromCents(-cents))}`;
  return "Settled";
}

export const ENTRY_TYPE_WORDS: Record<LedgerEntryType, string> = {
  sale: "Sale",
  commission: "Commission",
  cash_collected: "Cash you collected",
  payout: "Payout to you",
  settlement: "Your payment to the shop",
  adjustment: "Adjustment",
};

/** "+$12.00" / "−$3.40": an amount with its sign, so the statement reads without colours. */
export function signedMoney(amount: number): string {
  const cents = toCents(amount);
  if (cents === 0) return formatMoney(0);
  return `${cents > 0 ? "+" : "−"}${formatMoney(fromCents(Math.abs(cents)))}`;
}

export interface OrderSummaryRow {
  orderId: number;
  saleCents: number;
  commissionCents: number;
  cashCents: number;
  netCents: number;
}

/** Each order's sale, commission, cash collected and net among the entries shown, newest order first. */
export function byOrder(entries: readonly LedgerEntry[]): OrderSummaryRow[] {
  const rows = new Map<number, OrderSummaryRow>();
  for (const entry of entries) {
    if (entry.orderId === null) continue;
    const row = rows.get(entry.orderId) ?? {
      orderId: entry.orderId,
      saleCents: 0,
      commissionCents: 0,
      cashCents: 0,
      netCents: 0,
    };
    const cents = toCents(entry.amount);
    if (entry.type === "sale") row.saleCents += cents;
    else if (entry.type === "commission") row.commissionCents += cents;
    else if (entry.type === "cash_collected") row.cashCents += cents;
    row.netCents += cents;
    rows.set(entry.orderId, row);
  }
  return [...rows.values()];
}
