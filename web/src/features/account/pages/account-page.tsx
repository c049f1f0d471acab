import { KeyRound, MapPin, Package, Settings, UserRound } from "lucide-react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Page, PageHeader, type TabItem, TabPanel, Tabs } from "../../../components/ui";
import { useAccountT } from "../../../lib/area-texts";
import { useSessionUser } from "../../../lib/session";
import { usePageTitle } from "../../../lib/use-page-title";
import { AccountSettingsTab } from "../components/account-settings-tab";
import { AddressesTab } from "../components/addresses-tab";
import { ChangePasswordTab } from "../components/change-password-tab";
import { OrdersTab } from "../components/orders-tab";
import { ProfileTab } from "../components/profile-tab";

type AccountTab = "profile" | "orders" | "addresses" | "password" | "settings";

const TABS = [
  { value: "profile", label: "accountPage.tabProfile", icon: UserRound },
  { value: "orders", label: "accountPage.tabOrders", icon: Package },
  { value: "addresses", label: "accountPage.tabAddresses", icon: MapPin },
  { value: "password", label: "accountPage.tabPassword", icon: KeyRound },
  { value: "settings", label: "accountPage.tabSettings", icon: Settings },
] as const satisfies readonly TabItem<AccountTab>[];

const TITLES = {
  profile: "accountPage.titleProfile",
  orders: "accountPage.titleOrders",
  addresses: "accountPage.titleAddresses",
  password: "accountPage.tabPassword",
  settings: "accountPage.tabSettings",
} as const satisfies Record<AccountTab, string>;

const isTab = (value: string | null): value is AccountTab => TABS.some((tab) => tab.value === value);

/** Which order to open, when a page sent the shopper here to see one (the checkout thank-you page). */
function orderIdFromState(state: unknown): number | null {
  if (typeof state === "object" && state !== null && "orderId" in state && typeof state.orderId === "number") {
    return state.orderId;
  }
  return null;
}

/**
 * The account screen of /profile and /orders. /orders opens the Orders tab; on /profile the tab is
 * in ?tab= (Profile by default), so every tab has a link of its own.
 */
export function AccountPage() {
  const t = useAccountT();
  const user = useSessionUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get("tab");
  const tab: AccountTab = location.pathname === "/orders" ? "orders" : isTab(requested) ? requested : "profile";
  usePageTitle(t(TITLES[tab]));
  const tabs = TABS.map((item) => ({ ...item, label: t(item.label) }));

  function selectTab(next: AccountTab) {
    if (next === tab) return;
    const target = next === "orders" ? "/orders" : next === "profile" ? "/profile" : `/profile?tab=${next}`;
    void navigate(target, { replace: true, preventScrollReset: true });
  }

  if (!user) return null;

  return (
    <Page>
      <PageHeader
        title={t("accountPage.heading")}
        description={t("accountPage.signedInAs", { username: user.username })}
      />
      <Tabs label={t("accountPage.sections")} tabs={tabs} value={tab} onValueChange={selectTab} idPrefix="account" />
      <TabPanel idPrefix="account" value={tab}>
        {tab === "profile" && <ProfileTab user={user} />}
        {tab === "orders" && <OrdersTab initialOrderId={orderIdFromState(location.state)} />}
        {tab === "addresses" && <AddressesTab />}
        {tab === "password" && <ChangePasswordTab />}
        {tab === "settings" && <AccountSettingsTab user={user} />}
      </TabPanel>
    </Page>
  );
}
