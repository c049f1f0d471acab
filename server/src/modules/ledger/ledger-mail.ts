/** A seller's balance in words, for the mail of each payment recorded in their ledger (mails.ts). */
import { formatCents } from "@shop/contract";

export function balanceInWords(balanceCents: number): string {
  if (balanceCents > 0) return `The shop owes you ${formatCents(balanceCents)}`;
  if (balanceCents < 0) return `You owe the shop ${formatCents(-balanceCents)}`;
  return "Your balance is settled: nobody owes anything";
}
