import type { LedgerEntryType, ShopMoney } from "@shop/contract";
import type { BackOfficeKey, BackOfficeT } from "../../../lib/back-office-i18n";

/** The balance in words, from the seller's side (as the payment mails say it), of a wire amount, in the page's language. */
export function balanceWords(balance: number, money: ShopMoney, t: BackOfficeT): string {
  const minor = money.toMinor(balance);
  if (minor > 0) return t("balanceShopOwesYou", { amount: money.formatMinor(minor) });
  if (minor < 0) return t("balanceYouOweShop", { amount: money.formatMinor(-minor) });
  return t("balanceSettledWithShop");
}

/** The same balance from the shop's side, for the admin's list. */
export function sellerBalanceWords(balance: number, money: ShopMoney, t: BackOfficeT): string {
  const minor = money.toMinor(balance);
  if (minor > 0) return t("ledShopOwes", { amount: money.formatMinor(minor) });
  if (minor < 0) return t("ledOwesShop", { amount: money.formatMinor(-minor) });
  return t("ledSettled");
}

export const ENTRY_TYPE_WORDS: Record<LedgerEntryType, BackOfficeKey> = {
  sale: "entrySale",
  commission: "entryCommission",
  cash_collected: "entryCashCollected",
  payout: "entryPayout",
  settlement: "entrySettlement",
  adjustment: "entryAdjustment",
  refund: "entryRefund",
  commission_reversal: "entryCommissionReversal",
  cash_refunded: "entryCashRefunded",
};

/** "+$12.00" / "−$3.40": an amount with its sign, so the statement reads without colours. */
export function signedMoney(amount: number, money: ShopMoney): string {
  const minor = money.toMinor(amount);
  if (minor === 0) return money.formatMinor(0);
  return `${minor > 0 ? "+" : "−"}${money.formatMinor(Math.abs(minor))}`;
}
