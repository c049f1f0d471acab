/** The newsletter's confirmation mail, in the shop's layout (mail/layout.ts). */
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function newsletterConfirmationMail(shop: MailShop, email: string, token: string): Mail {
  const confirm = `${shop.publicUrl}/newsletter/confirm/${token}`;
  const unsubscribe = `${shop.publicUrl}/newsletter/unsubscribe/${token}`;
  return composeMail(shop, email, `Confirm your ${shop.shopName} newsletter subscription`, [
    { paragraph: `Someone (we hope you) asked to get the ${shop.shopName} newsletter at this address.` },
    { link: { label: "Confirm my subscription", url: confirm } },
    { paragraph: "If it was not you, ignore this mail: nothing is sent until the subscription is confirmed." },
    { link: { label: "Unsubscribe", url: unsubscribe } },
  ]);
}
