import {
  FolderTree,
  Home,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Newspaper,
  Package,
  ReceiptText,
  Settings,
  Store,
  Tag,
  Truck,
  Undo2,
  Users,
  FileText,
} from "lucide-react";
import type { BackOfficeKey } from "../../lib/back-office-i18n";
import type { Session } from "../../lib/use-session";

export interface BackOfficeLink {
  to: string;
  key: BackOfficeKey;
  icon: LucideIcon;
  /** The paths that show this entry as the current one, beside `to` itself. */
  prefix?: string;
}

export interface BackOfficeGroup {
  key: BackOfficeKey;
  links: BackOfficeLink[];
}

/**
 * The back office's navigation (docs/decisions/0053-the-back-office-of-its-own.md): an admin's screens
 * in groups; a seller who is no admin has their dashboard.
 */
export function backOfficeGroups(session: Pick<Session, "isSeller" | "isAdmin">): BackOfficeGroup[] {
  const dashboard: BackOfficeLink = {
    to: "/seller/dashboard",
    key: "office.sellerDashboard",
    icon: LayoutDashboard,
    prefix: "/seller/",
  };
  if (!session.isAdmin) return [{ key: "office.groupOverview", links: [dashboard] }];
  return [
    { key: "office.groupOverview", links: [{ to: "/admin", key: "office.home", icon: Home }, dashboard] },
    {
      key: "office.groupSales",
      links: [
        { to: "/admin/orders", key: "office.orders", icon: ReceiptText },
        { to: "/admin/returns", key: "office.returns", icon: Undo2 },
        { to: "/admin/promotions", key: "office.promotions", icon: Tag },
      ],
    },
    {
      key: "office.groupCatalog",
      links: [
        { to: "/admin/products", key: "office.products", icon: Package },
        { to: "/admin/categories", key: "office.categories", icon: FolderTree },
      ],
    },
    {
      key: "office.groupPeople",
      links: [
        { to: "/admin/users", key: "office.users", icon: Users },
        { to: "/admin/sellers", key: "office.sellers", icon: Store, prefix: "/admin/sellers/" },
        { to: "/admin/newsletter", key: "office.newsletter", icon: Newspaper },
      ],
    },
    {
      key: "office.groupShop",
      links: [
        { to: "/admin/settings", key: "office.settings", icon: Settings },
        { to: "/admin/shipping", key: "office.shipping", icon: Truck },
        { to: "/admin/pages", key: "office.pages", icon: FileText },
        { to: "/admin/mail", key: "office.mail", icon: Mail },
      ],
    },
  ];
}

/** Whether `link` is the screen at `pathname`. */
export const isCurrent = (link: BackOfficeLink, pathname: string) =>
  pathname === link.to || (link.prefix !== undefined && pathname.startsWith(link.prefix));
