import { balanceInWords, type LedgerEntryType, type ShopMoney } from "@shop/contract";

/** The balance in words, from the seller's side (the contract's words, as the payment mails say it), of a wire amount. */
export const balanceWords = (balance: number, money: ShopMoney): string =>
  balanceInWords(money.toMinor(balance), money);

/** The same balance from the shop's side, for the admin's list. */
export function sellerBalanceWords(balance: number, money: ShopMoney): string {
  const minor = money.toMinor(balance);
  if (minor > 0) return `Shop owes ${money.formatMinor(minor)}`;
  if (minor < 0) return `Owes the shop ${money.formatMinor(-minor)}`;
  return "Settled";
}

export const ENTRY_TYPE_WORDS: Record<LedgerEntryType, string> = {
  sale: "Sale",
  commission: "Commission",
  cash_collected: "Cash you collected",
  payout: "Payout to you",
  settlement: "Your payment to the shop",
  adjustment: "Adjustment",
  refund: "Refund of a return",
  commission_reversal: "Commission given back",
  cash_refunded: "Cash you paid back",
};

/** "+$12.00" / "−$3.40": an amount with its sign, so the statement reads without colours. */
export function signedMoney(amount: number, money: ShopMoney): string {
  const minor = money.toMinor(amount);
  if (minor === 0) return money.formatMinor(0);
  return `${minor > 0 ? "+" : "−"}${money.formatMinor(Math.abs(minor))}`;
}
