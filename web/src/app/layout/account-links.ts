import { LayoutDashboard, type LucideIcon, ShoppingBag, User } from "lucide-react";
import type { MessageValues } from "@shop/contract/i18n";
import type { StorefrontKey } from "../../lib/i18n";
import type { Session } from "../../lib/use-session";

export interface AccountLink {
  to: string;
  /** Its text, in the page's language (docs/decisions/0045-languages-and-messages.md), with `values`. */
  key: StorefrontKey;
  values?: MessageValues;
  icon: LucideIcon;
}

/**
 * The signed-in user's menu entries, shared by the desktop user menu and the mobile menu. A customer
 * who does not sell is offered to apply (docs/decisions/0047), under the shop's name; staff get one
 * link into the back office.
 */
export function accountLinks(session: Pick<Session, "isSeller" | "isAdmin">, shopName: string): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", key: "menuProfile", icon: User },
    { to: "/orders", key: "menuOrders", icon: ShoppingBag },
  ];
  // One way into the back office (docs/decisions/0053-the-back-office-of-its-own.md): an admin's home,
  // or a seller's dashboard; its own navigation leads on from there.
  if (session.isAdmin) links.push({ to: "/admin", key: "backOffice", icon: LayoutDashboard });
  else if (session.isSeller) links.push({ to: "/seller/dashboard", key: "menuSellerDashboard", icon: LayoutDashboard });
  else links.push({ to: "/sell", key: "sellOnShop", values: { shopName }, icon: LayoutDashboard });
  return links;
}

/** The header's links; `key`: their text in the page's language (docs/decisions/0045-languages-and-messages.md). */
export const mainLinks = [
  { to: "/products", label: "Products", key: "navProducts" },
  { to: "/categories", label: "Categories", key: "navCategories" },
] as const;
