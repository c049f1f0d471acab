/** What a seller is told when a payment is recorded in their ledger, in the shop's layout (mail/layout.ts). */
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function paymentMail(
  shop: MailShop,
  p: {
    to: string;
    sellerName: string;
    direction: "payout" | "settlement";
    /** In the shop's currency, as the API carries it. */
    amount: number;
    reference: string;
    balanceInWords: string;
  },
): Mail {
  const what =
    p.direction === "payout"
      ? `${shop.shopName} paid you ${shop.money.format(p.amount)}.`
      : `${shop.shopName} received your payment of ${shop.money.format(p.amount)}.`;
  return composeMail(
    shop,
    p.to,
    `${shop.shopName}: ${p.direction === "payout" ? "payout" : "payment received"} ${shop.money.format(p.amount)}`,
    [
      { paragraph: `Hello ${p.sellerName},` },
      { paragraph: what },
      { pairs: [["Reference", p.reference]] },
      { paragraph: `${p.balanceInWords}.` },
      { link: { label: "Your statement", url: `${shop.publicUrl}/seller/earnings` } },
    ],
  );
}
