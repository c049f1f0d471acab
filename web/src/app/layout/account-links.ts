import { LayoutDashboard, type LucideIcon, Settings, ShoppingBag, User } from "lucide-react";
import { MSG } from "@shop/contract/messages/storefront";
import type { Session } from "../../lib/use-session";

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The signed-in user's menu entries, shared by the desktop user menu and the mobile menu. A customer
 * who does not sell is offered to apply (docs/decisions/0047), under the shop's name.
 */
export function accountLinks(session: Pick<Session, "isSeller" | "isAdmin">, shopName: string): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", label: "Profile", icon: User },
    { to: "/orders", label: "My Orders", icon: ShoppingBag },
  ];
  if (session.isSeller) links.push({ to: "/seller/dashboard", label: "Seller Dashboard", icon: LayoutDashboard });
  else links.push({ to: "/sell", label: MSG.sellOnShop(shopName), icon: LayoutDashboard });
  // The back office's entries share one icon: each icon is code on every storefront page's first load.
  if (session.isAdmin) {
    links.push(
      { to: "/admin/orders", label: "Orders", icon: Settings },
      { to: "/admin/products", label: "Product Management", icon: Settings },
      { to: "/admin/categories", label: "Category Management", icon: Settings },
      { to: "/admin/users", label: "Users", icon: Settings },
      { to: "/admin/mail", label: "Mail delivery", icon: Settings },
      { to: "/admin/settings", label: "Store settings", icon: Settings },
      { to: "/admin/shipping", label: "Shipping zones", icon: Settings },
      { to: "/admin/sellers", label: "Sellers & payouts", icon: Settings },
      { to: "/admin/returns", label: "Returns", icon: Settings },
      { to: "/admin/promotions", label: "Promotions", icon: Settings },
      { to: "/admin/pages", label: "Pages", icon: Settings },
      { to: "/admin/newsletter", label: "Newsletter", icon: Settings },
    );
  }
  return links;
}

/** The header's links; `key`: their text in the page's language (docs/decisions/0045-languages-and-messages.md). */
export const mainLinks = [
  { to: "/products", label: "Products", key: "navProducts" },
  { to: "/categories", label: "Categories", key: "navCategories" },
] as const;
