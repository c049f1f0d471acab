/**
 * What an applicant to sell is told at each step (docs/decisions/0047), in the shop's layout
 * (mail/layout.ts) and their account's language (docs/decisions/0051; none: the shop's default): their
 * application received, approved or rejected, their shop suspended or reinstated.
 */
import { composeMail, type MailShop, mailShopIn, pageUrl, say } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

interface Applicant {
  email: string;
  username: string;
  /** Their account's language; null: the shop's default. */
  language: string | null;
}

const applicationUrl = (shop: MailShop) => pageUrl(shop, "/sell");
const dashboardUrl = (shop: MailShop) => pageUrl(shop, "/seller/dashboard");

export function applicationReceivedMail(shopOf: MailShop, to: Applicant, sellerShop: string): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.applicationReceivedSubject", { shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.applicationThanks", { sellerShop, shopName }) },
    { link: { label: say(shop, "mails.yourApplication"), url: applicationUrl(shop) } },
  ]);
}

export function applicationApprovedMail(shopOf: MailShop, to: Applicant, sellerShop: string): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.applicationApprovedSubject", { shopName, sellerShop }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.applicationApproved", { sellerShop, shopName }) },
    { link: { label: say(shop, "mails.sellerDashboard"), url: dashboardUrl(shop) } },
  ]);
}

export function applicationRejectedMail(shopOf: MailShop, to: Applicant, sellerShop: string, reason: string): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.applicationRejectedSubject", { shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.applicationRejected", { sellerShop, shopName }) },
    { pairs: [[say(shop, "mails.returnReason"), reason]] },
    { paragraph: say(shop, "mails.applyAgain") },
    { link: { label: say(shop, "mails.yourApplication"), url: applicationUrl(shop) } },
  ]);
}

export function sellerSuspendedMail(shopOf: MailShop, to: Applicant, reason: string): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.suspendedSubject", { shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.suspended", { shopName }) },
    { pairs: [[say(shop, "mails.returnReason"), reason]] },
    { link: { label: say(shop, "mails.sellerDashboard"), url: dashboardUrl(shop) } },
  ]);
}

export function sellerReinstatedMail(shopOf: MailShop, to: Applicant): Mail {
  const shop = mailShopIn(shopOf, to.language);
  const { shopName } = shop;
  return composeMail(shop, to.email, say(shop, "mails.reinstatedSubject", { shopName }), [
    { paragraph: say(shop, "mails.hello", { username: to.username }) },
    { paragraph: say(shop, "mails.reinstated", { shopName }) },
    { link: { label: say(shop, "mails.sellerDashboard"), url: dashboardUrl(shop) } },
  ]);
}
