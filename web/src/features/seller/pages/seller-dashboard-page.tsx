import { ROLES } from "@shop/contract";
import { LayoutDashboard, Package, ShoppingCart, Store, TicketPercent, Undo2, Wallet } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Page, PageHeader, type TabItem, TabPanel, Tabs } from "../../../components/ui";
import { BackOfficeTexts, type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../../lib/use-session";
import { ProductsManager } from "../../catalog";
import { EarningsTab } from "../../ledger";
import { PromotionsManager } from "../../promotions";
import { ReturnsManager } from "../../returns";
import { getSellerProfileQueryOptions } from "../api/get-seller-profile";
import { OrdersTab } from "../components/orders-tab";
import { OverviewTab } from "../components/overview-tab";
import { ShopProfileTab } from "../components/shop-profile-tab";

type SellerTab = "overview" | "products" | "orders" | "returns" | "earnings" | "codes" | "profile";

const TABS: readonly (Omit<TabItem<SellerTab>, "label"> & { label: BackOfficeKey })[] = [
  { value: "overview", label: "dashTabOverview", icon: LayoutDashboard },
  { value: "products", label: "dashTabProducts", icon: Package },
  { value: "orders", label: "dashTabOrders", icon: ShoppingCart },
  { value: "returns", label: "dashTabReturns", icon: Undo2 },
  { value: "earnings", label: "dashTabEarnings", icon: Wallet },
  { value: "codes", label: "dashTabCodes", icon: TicketPercent },
  { value: "profile", label: "dashTabProfile", icon: Store },
];

const PATHS: Record<SellerTab, string> = {
  overview: "/seller/dashboard",
  products: "/seller/products",
  orders: "/seller/orders",
  returns: "/seller/returns",
  earnings: "/seller/earnings",
  codes: "/seller/codes",
  profile: "/seller/profile",
};

function tabOf(pathname: string): SellerTab {
  if (pathname.startsWith(PATHS.products)) return "products";
  if (pathname.startsWith(PATHS.orders)) return "orders";
  if (pathname.startsWith(PATHS.returns)) return "returns";
  if (pathname.startsWith(PATHS.earnings)) return "earnings";
  if (pathname.startsWith(PATHS.codes)) return "codes";
  if (pathname.startsWith(PATHS.profile)) return "profile";
  return "overview";
}

interface DashboardState {
  addProduct?: boolean;
}

/** One screen for /seller/dashboard, /products, /orders, /returns, /earnings, /codes and /profile: the path picks the tab. */
export function SellerDashboardPage() {
  return (
    <BackOfficeTexts>
      <SellerDashboard />
    </BackOfficeTexts>
  );
}

function SellerDashboard() {
  const t = useBackOfficeT();
  usePageTitle(t("dashTitle"));
  const { user, hasRole } = useSession();
  // A shop profile is a seller's own: an admin who does not sell has none (docs/product/api.md §7).
  const isSeller = hasRole(ROLES.seller);
  const tabs = (isSeller ? TABS : TABS.filter((tab) => tab.value !== "profile")).map((tab) => ({
    ...tab,
    label: t(tab.label),
  }));
  // Greeted as the shop customers see (its display name), else by the username.
  const profile = useQuery({ ...getSellerProfileQueryOptions(user?.id), enabled: isSeller });
  const greeting = profile.data?.displayName ?? user?.username;
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(location.pathname);
  const startAdding = tab === "products" && Boolean((location.state as DashboardState | null)?.addProduct);
  // /seller/products?edit=ID opens that product's edit form (the Overview's stock alerts link there).
  const [params] = useSearchParams();
  const editId = Number(params.get("edit"));
  const editProductId = tab === "products" && Number.isInteger(editId) && editId > 0 ? editId : undefined;

  const clearAddRequest = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );

  return (
    <Page>
      <PageHeader
        eyebrow={t("dashEyebrow")}
        title={t("dashTitle")}
        description={greeting ? t("dashWelcome", { name: greeting }) : undefined}
      />
      <Tabs
        label={t("dashSections")}
        idPrefix="seller"
        tabs={tabs}
        value={tab}
        onValueChange={(value) => navigate(PATHS[value])}
      />
      <TabPanel idPrefix="seller" value={tab}>
        {tab === "overview" && (
          <OverviewTab
            onAddProduct={() => navigate(PATHS.products, { state: { addProduct: true } satisfies DashboardState })}
          />
        )}
        {tab === "products" && (
          <ProductsManager
            scope="seller"
            heading={t("dashTabProducts")}
            startAdding={startAdding}
            onStartAddingHandled={clearAddRequest}
            editProductId={editProductId}
            onEditHandled={clearAddRequest}
          />
        )}
        {tab === "orders" && <OrdersTab />}
        {tab === "returns" && <ReturnsManager tree="seller" />}
        {tab === "earnings" && <EarningsTab />}
        {tab === "codes" && <PromotionsManager scope="seller" heading={t("dashTabCodes")} />}
        {tab === "profile" && <ShopProfileTab />}
      </TabPanel>
    </Page>
  );
}
