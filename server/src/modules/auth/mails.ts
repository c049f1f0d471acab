/** The account's mails, in the shop's layout (mail/layout.ts): the welcome on sign-up, the password reset. */
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

/** Sent once, when a customer signs up: the account is usable at once (decision 0023). */
export function welcomeMail(shop: MailShop, to: { email: string; username: string }): Mail {
  return composeMail(shop, to.email, `Welcome to ${shop.shopName}`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `Thank you for creating your ${shop.shopName} account. You can order at once: you pay in cash when your order arrives.`,
    },
    { link: { label: "Start shopping", url: `${shop.publicUrl}/products` } },
    {
      paragraph: `You sign in with your username ${to.username}. Your orders, addresses and mail settings are in your account: ${shop.publicUrl}/profile`,
    },
    { paragraph: "If you did not create this account, reply to this mail and we will remove it." },
  ]);
}
