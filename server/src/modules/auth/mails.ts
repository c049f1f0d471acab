/**
 * The account's mails, in the shop's layout (mail/layout.ts): the welcome on sign-up, the password
 * reset; in the account's language (docs/decisions/0051): the caller passes the shop in it (`mailShopIn`).
 */
import { composeMail, type MailShop, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function passwordResetMail(shop: MailShop, to: { email: string; username: string }, link: string): Mail {
  return composeMail(shop, to.email, say(shop, "mails.resetSubject", { shopName: shop.shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.resetBody", { shopName: shop.shopName }) },
    { link: { label: say(shop, "mails.resetLink"), url: link } },
    { paragraph: say(shop, "mails.resetIgnore") },
  ]);
}

/** Sent once, when a customer signs up: the account is usable at once (decision 0023). */
export function welcomeMail(shop: MailShop, to: { email: string; username: string }): Mail {
  return composeMail(shop, to.email, say(shop, "mails.welcomeSubject", { shopName: shop.shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.welcomeBody", { shopName: shop.shopName }) },
    { link: { label: say(shop, "mails.startShopping"), url: pageUrl(shop, "/products") } },
    { paragraph: say(shop, "mails.welcomeSignIn", { username: to.username, url: pageUrl(shop, "/profile") }) },
    { paragraph: say(shop, "mails.welcomeNotYou") },
  ]);
}
