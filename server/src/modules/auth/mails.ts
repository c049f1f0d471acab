/** The password-reset mail, in the shop's layout (mail/layout.ts). */
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function passwordResetMail(shop: MailShop, to: { email: string; username: string }, link: string): Mail {
  return composeMail(shop, to.email, `Reset your ${shop.shopName} password`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `Someone asked to reset the password of your ${shop.shopName} account. To choose a new password, open this link within 30 minutes:`,
    },
    { link: { label: "Reset my password", url: link } },
    { paragraph: "If you did not ask for this, you can ignore this mail; your password stays as it is." },
  ]);
}
