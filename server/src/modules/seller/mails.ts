/**
 * What an applicant to sell is told at each step (docs/decisions/0047), in the shop's layout
 * (mail/layout.ts): their application received, approved or rejected, their shop suspended or
 * reinstated.
 */
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

interface Applicant {
  email: string;
  username: string;
}

const applicationUrl = (shop: MailShop) => `${shop.publicUrl}/sell`;

export function applicationReceivedMail(shop: MailShop, to: Applicant, shopName: string): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: we received your application to sell`, [
    { paragraph: `Hello ${to.username},` },
    { paragraph: `Thank you for applying to open ${shopName} on ${shop.shopName}. We will answer by mail.` },
    { link: { label: "Your application", url: applicationUrl(shop) } },
  ]);
}

export function applicationApprovedMail(shop: MailShop, to: Applicant, shopName: string): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: ${shopName} is open`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `Your application is approved: ${shopName} is open on ${shop.shopName}. Add your products and they go on sale.`,
    },
    { link: { label: "Your seller dashboard", url: `${shop.publicUrl}/seller/dashboard` } },
  ]);
}

export function applicationRejectedMail(shop: MailShop, to: Applicant, shopName: string, reason: string): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: your application to sell`, [
    { paragraph: `Hello ${to.username},` },
    { paragraph: `We are sorry: your application to open ${shopName} on ${shop.shopName} was not accepted.` },
    { pairs: [["Reason", reason]] },
    { paragraph: "You may apply again with what the reason asks for." },
    { link: { label: "Your application", url: applicationUrl(shop) } },
  ]);
}

export function sellerSuspendedMail(shop: MailShop, to: Applicant, reason: string): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: your shop is suspended`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `Your shop on ${shop.shopName} is suspended: your products are no longer on sale. Your open orders are still yours to ship and deliver.`,
    },
    { pairs: [["Reason", reason]] },
    { link: { label: "Your seller dashboard", url: `${shop.publicUrl}/seller/dashboard` } },
  ]);
}

export function sellerReinstatedMail(shop: MailShop, to: Applicant): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: your shop is open again`, [
    { paragraph: `Hello ${to.username},` },
    { paragraph: `Your shop on ${shop.shopName} is reinstated: your products are on sale again.` },
    { link: { label: "Your seller dashboard", url: `${shop.publicUrl}/seller/dashboard` } },
  ]);
}
