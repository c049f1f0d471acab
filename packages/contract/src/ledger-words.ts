/**
 * A seller's balance in words, from the seller's side (docs/product/storefront.md, Earnings): the
 * Earnings screen shows it and every payment's mail ends with it, so both say the same.
 */
import type { ShopMoney } from "./money-format.js";

/** Positive: the shop owes the seller; negative: the seller owes the shop. In minor units of `money`'s currency. */
export function balanceInWords(balanceCents: number, money: ShopMoney): string {
  if (balanceCents > 0) return `The shop owes you ${money.formatMinor(balanceCents)}`;
  if (balanceCents < 0) return `You owe the shop ${money.formatMinor(-balanceCents)}`;
  return "You and the shop are settled";
}
