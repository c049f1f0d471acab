/**
 * What an account an admin makes a seller is told (docs/decisions/0047), in the shop's layout
 * (mail/layout.ts) and the account's language (docs/decisions/0051; none: the shop's default).
 */
import { composeMail, type MailShop, mailShopIn, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function sellerRoleGrantedMail(
  shopOf: MailShop,
  to: { email: string; username: string; language: string | null },
): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.roleGrantedSubject", { shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.roleGranted", { shopName }) },
    { link: { label: say(shop, "mails.sellerDashboard"), url: pageUrl(shop, "/seller/dashboard") } },
  ]);
}
