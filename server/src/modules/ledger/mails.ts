/** What a seller is told when a payment is recorded in their ledger, in the shop's layout (mail/layout.ts). */
import { formatCents } from "@shop/contract";
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function paymentMail(
  shop: MailShop,
  p: {
    to: string;
    sellerName: string;
    direction: "payout" | "settlement";
    amountCents: number;
    reference: string;
    balanceInWords: string;
  },
): Mail {
  const what =
    p.direction === "payout"
      ? `${shop.shopName} paid you ${formatCents(p.amountCents)}.`
      : `${shop.shopName} received your payment of ${formatCents(p.amountCents)}.`;
  return composeMail(
    shop,
    p.to,
    `${shop.shopName}: ${p.direction === "payout" ? "payout" : "payment received"} ${formatCents(p.amountCents)}`,
    [
      { paragraph: `Hello ${p.sellerName},` },
      { paragraph: what },
      { pairs: [["Reference", p.reference]] },
      { paragraph: `${p.balanceInWords}.` },
      { link: { label: "Your statement", url: `${shop.publicUrl}/seller/earnings` } },
    ],
  );
}
