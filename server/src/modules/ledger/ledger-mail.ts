/** The mail a seller gets for each payment recorded in their ledger. */
import { formatCents } from "@shop/contract";
import type { Mail } from "../../mail/mailer.js";

export function balanceInWords(balanceCents: number): string {
  if (balanceCents > 0) return `The shop owes you ${formatCents(balanceCents)}`;
  if (balanceCents < 0) return `You owe the shop ${formatCents(-balanceCents)}`;
  return "Your balance is settled: nobody owes anything";
}

export function paymentMail(p: {
  shopName: string;
  storefrontUrl: string;
  to: string;
  sellerName: string;
  direction: "payout" | "settlement";
  amountCents: number;
  reference: string;
  balanceCents: number;
}): Mail {
  const what =
    p.direction === "payout"
      ? `${p.shopName} paid you ${formatCents(p.amountCents)}.`
      : `${p.shopName} received your payment of ${formatCents(p.amountCents)}.`;
  const text = [
    `Hello ${p.sellerName},`,
    "",
    what,
    `Reference: ${p.reference}`,
    "",
    `${balanceInWords(p.balanceCents)}.`,
    "",
    `Your statement: ${p.storefrontUrl}/seller/earnings`,
  ].join("\n");
  return {
    to: p.to,
    subject: `${p.shopName}: ${p.direction === "payout" ? "payout" : "payment received"} ${formatCents(p.amountCents)}`,
    text,
  };
}
