/**
 * A seller's balance in words, from the seller's side (docs/product/storefront.md, Earnings): the
 * Earnings screen shows it and every payment's mail ends with it, so both say the same.
 */
import { formatCents } from "./pricing.js";

/** Positive: the shop owes the seller; negative: the seller owes the shop. In cents. */
export function balanceInWords(balanceCents: number): string {
  if (balanceCents > 0) return `The shop owes you ${formatCents(balanceCents)}`;
  if (balanceCents < 0) return `You owe the shop ${formatCents(-balanceCents)}`;
  return "You and the shop are settled";
}
