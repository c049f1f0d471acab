import { balanceInWords, fromCents, type LedgerEntryType, toCents } from "@shop/contract";
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
