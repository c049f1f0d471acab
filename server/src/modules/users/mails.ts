/** What an account an admin makes a seller is told (docs/decisions/0047), in the shop's layout (mail/layout.ts). */
import { composeMail, type MailShop } from "../../mail/layout.js";
import type { Mail } from "../../mail/mailer.js";

export function sellerRoleGrantedMail(shop: MailShop, to: { email: string; username: string }): Mail {
  return composeMail(shop, to.email, `${shop.shopName}: you can now sell`, [
    { paragraph: `Hello ${to.username},` },
    {
      paragraph: `An administrator of ${shop.shopName} made your account a seller's: name your shop in your dashboard's Shop profile and add your products.`,
    },
    { link: { label: "Your seller dashboard", url: `${shop.publicUrl}/seller/dashboard` } },
  ]);
}
