/** The newsletter's confirmation mail, in the shop's layout (mail/layout.ts) and the language of the sign-up's page. */
import { composeMail, type MailShop, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function newsletterConfirmationMail(shop: MailShop, email: string, token: string): Mail {
  const { shopName } = shop;
  const confirm = pageUrl(shop, `/newsletter/confirm/${token}`);
  const unsubscribe = pageUrl(shop, `/newsletter/unsubscribe/${token}`);
  return composeMail(shop, email, say(shop, "mails.newsletterSubject", { shopName }), [
    { paragraph: say(shop, "mails.newsletterAsked", { shopName }) },
    { link: { label: say(shop, "mails.newsletterConfirm"), url: confirm } },
    { paragraph: say(shop, "mails.newsletterIgnore") },
    { link: { label: say(shop, "mails.unsubscribe"), url: unsubscribe } },
  ]);
}
