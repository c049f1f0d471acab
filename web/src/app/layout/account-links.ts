import {
  FileText,
  LayoutDashboard,
  type LucideIcon,
  MailWarning,
  Newspaper,
  Package,
  Settings,
  ShoppingBag,
  Tags,
  User,
  Users,
} from "lucide-react";
import type { Session } from "../../lib/use-session";

export interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The signed-in user's menu entries, shared by the desktop user menu and the mobile menu. */
export function accountLinks(session: Pick<Session, "isSeller" | "isAdmin">): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", label: "Profile", icon: User },
    { to: "/orders", label: "My Orders", icon: ShoppingBag },
  ];
  if (session.isSeller) links.push({ to: "/seller/dashboard", label: "Seller Dashboard", icon: LayoutDashboard });
  if (session.isAdmin) {
    links.push(
      { to: "/admin/products", label: "Product Management", icon: Package },
      { to: "/admin/categories", label: "Category Management", icon: Tags },
      { to: "/admin/users", label: "Users", icon: Users },
      { to: "/admin/mail", label: "Mail delivery", icon: MailWarning },
      { to: "/admin/settings", label: "Store settings", icon: Settings },
      { to: "/admin/sellers", label: "Sellers & payouts", icon: Users },
      { to: "/admin/promotions", label: "Promotions", icon: Tags },
      { to: "/admin/pages", label: "Pages", icon: FileText },
      { to: "/admin/newsletter", label: "Newsletter", icon: Newspaper },
    );
  }
  return links;
}

export const mainLinks = [
  { to: "/products", label: "Products" },
  { to: "/categories", label: "Categories" },
] as const;
