/**
 * What a seller is told when a payment is recorded in their ledger, in the shop's layout
 * (mail/layout.ts) and their account's language (docs/decisions/0051; none: the shop's default).
 */
import { composeMail, type MailShop, mailShopIn, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function paymentMail(
  shopOf: MailShop,
  p: {
    to: string;
    /** Their account's language; null: the shop's default. */
    language: string | null;
    sellerName: string;
    direction: "payout" | "settlement";
    /** In the shop's currency, as the API carries it. */
    amount: number;
    reference: string;
    /** The seller's balance after the payment, in minor units (positive: the shop owes them). */
    balanceMinor: number;
  },
): Mail {
  const shop = mailShopIn(shopOf, p.language);
  const { shopName } = shop;
  const amount = shop.money.format(p.amount);
  const payout = p.direction === "payout";
  // The balance from the seller's side, as the Earnings screen says it (ledger-words.ts).
  const balance =
    p.balanceMinor > 0
      ? say(shop, "mails.balanceOwed", { amount: shop.money.formatMinor(p.balanceMinor) })
      : p.balanceMinor < 0
        ? say(shop, "mails.balanceOwing", { amount: shop.money.formatMinor(-p.balanceMinor) })
        : say(shop, "mails.balanceSettled");
  return composeMail(
    shop,
    p.to,
    say(shop, payout ? "mails.payoutSubject" : "mails.settlementSubject", { shopName, amount }),
    [
      { paragraph: say(shop, "mails.hello", { username: p.sellerName }) },
      { paragraph: say(shop, payout ? "mails.payoutNews" : "mails.settlementNews", { shopName, amount }) },
      { pairs: [[say(shop, "mails.reference"), p.reference]] },
      { paragraph: balance },
      { link: { label: say(shop, "mails.yourStatement"), url: pageUrl(shop, "/seller/earnings") } },
    ],
  );
}
